import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import Button from 'antd/es/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../format-file-size';
import './upload-control.css';

/**
 * One local file that a form sends with itself (an extract, a pack to verify), where `UploadControl` uploads each file
 * as soon as it is chosen. The browser's own file input words its button and "no file" in the browser's language, not
 * the page's: it stays out of sight, and a button in the page's language opens the chooser, named by the field's label
 * and its own words; the chosen file's name and size show beside it. `id` is the hidden input's (a form's tests set
 * files on it); the button's is `${id}-button` (a form moves the focus there when the file is missing or wrong).
 */
export function FileChoice({
  id,
  label,
  accept,
  file,
  onChange,
  required,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('components');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="file-choice">
      <span className="field-label" id={`${id}-label`}>
        {label}
        {required && <span aria-hidden> *</span>}
      </span>
      <div className="file-choice-row">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          style={{ display: 'none' }}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <Button
          id={`${id}-button`}
          icon={<PaperClipOutlined aria-hidden />}
          aria-labelledby={`${id}-label ${id}-text`}
          aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          onClick={() => input.current?.click()}
        >
          <span id={`${id}-text`}>{t('fileChoice.choose')}</span>
        </Button>
        <span id={`${id}-chosen`} className="file-choice-name" aria-live="polite">
          {file ? `${file.name} (${formatFileSize(file.size)})` : t('fileChoice.none')}
        </span>
      </div>
    </div>
  );
}
