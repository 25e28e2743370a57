import { INQUIRY_CONTENTS_MAX_BYTES, INQUIRY_SUBJECT_MAX_BYTES } from '@portal/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { inquiryCategoryOptions } from './inquiry-parts';
import { byteCounter, formRules } from '../../../components/form/field-rules';

export interface InquiryFieldValues {
  categoryCode: string;
  subject: string;
  contents: string;
}

/** Category, subject and contents of an inquiry, with byte counters (members and visitors alike). */
export function InquiryFields() {
  const { t } = useTranslation('inquiries');
  const rules = formRules(t);
  const category = t('inquiry.field.category');
  const subject = t('inquiry.field.subject');
  const contents = t('inquiry.field.contents');
  return (
    <>
      <Form.Item name="categoryCode" label={category} rules={[rules.select(category)]}>
        <Select options={inquiryCategoryOptions()} placeholder={t('inquiry.field.categoryPlaceholder')} className="ws-select-wide" />
      </Form.Item>
      <Form.Item name="subject" label={subject} rules={[rules.enter(subject), rules.bytes(subject, INQUIRY_SUBJECT_MAX_BYTES)]}>
        <Input count={byteCounter(INQUIRY_SUBJECT_MAX_BYTES)} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="contents"
        label={contents}
        rules={[rules.enter(contents), rules.bytes(contents, INQUIRY_CONTENTS_MAX_BYTES)]}
        extra={t('inquiry.field.contentsHint')}
      >
        <Input.TextArea rows={10} count={byteCounter(INQUIRY_CONTENTS_MAX_BYTES)} />
      </Form.Item>
    </>
  );
}
