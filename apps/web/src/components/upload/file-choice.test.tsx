import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileChoice } from './file-choice';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { components: locales['../locales/en.json'] }, ko: { components: locales['../locales/ko.json'] } },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function Harness({ onChange }: { onChange: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileChoice
      id="pack"
      label="Audit pack (ZIP)"
      accept=".zip"
      required
      file={file}
      onChange={(f) => {
        setFile(f);
        onChange(f);
      }}
    />
  );
}

describe('one local file sent with its form', () => {
  it('is a button in the page’s words named by the field, and shows the chosen file’s name and size', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Audit pack (ZIP) Choose file' });
    expect(button.getAttribute('aria-describedby')).toBe('pack-chosen');
    expect(screen.getByText('No file chosen')).toBeTruthy();
    // The browser's own input is out of sight and out of the accessibility tree; the button opens it.
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.style.display).toBe('none');
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalled();
    const file = new File(['x'.repeat(2048)], 'pack.zip', { type: 'application/zip' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText(/^pack\.zip \(2(\.0)? KB\)$/)).toBeTruthy();
  });

  it('speaks Korean', async () => {
    await i18next.changeLanguage('ko');
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Audit pack (ZIP) 파일 선택' })).toBeTruthy();
    expect(screen.getByText('선택한 파일이 없습니다.')).toBeTruthy();
  });
});
