import { ORDER_WORKFLOW, SUSPENSION_WORKFLOW } from '@portal/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useConfirmSend, type TSendText } from './confirm-send';

const locales = import.meta.glob<Record<string, unknown>>('../../lib/locales/*.json', { eager: true, import: 'default' });
const en = locales['../../lib/locales/en.json'];
const ko = locales['../../lib/locales/ko.json'];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: en }, ko: { common: ko } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

/** A form's send button that asks first, as the write pages do; shows what the question answered. */
function Sender({ send, detail }: { send: TSendText; detail?: string }) {
  const confirmSend = useConfirmSend();
  return (
    <button
      type="button"
      onClick={() =>
        void confirmSend(send, detail).then((ok) => {
          document.getElementById('answer')!.textContent = ok ? 'sent' : 'kept';
        })
      }
    >
      press
    </button>
  );
}

function renderSender(send: TSendText, detail?: string) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <Sender send={send} detail={detail} />
        <output id="answer" />
      </App>
    </ConfigProvider>,
  );
}

describe('the confirmation before a submission (one rule for every form)', { timeout: 30_000 }, () => {
  it('is titled with the action, asks its question with what is sent, and sends only from its own button', async () => {
    renderSender(ORDER_WORKFLOW.actions.submit, 'New order · 3 products');
    fireEvent.click(screen.getByRole('button', { name: 'press' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Submit this order form?')).toBeTruthy();
    expect(dialog.getByText('New order · 3 products')).toBeTruthy();
    expect(dialog.getAllByText('Submit').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.getElementById('answer')!.textContent).toBe('sent'));
  });

  it('cancelled, answers false: the form keeps everything and nothing is sent', async () => {
    renderSender(ORDER_WORKFLOW.actions.resubmit);
    fireEvent.click(screen.getByRole('button', { name: 'press' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.getElementById('answer')!.textContent).toBe('kept'));
  });

  it('speaks Korean, with the button text of a form that says more than the declaration', async () => {
    await i18next.changeLanguage('ko');
    renderSender({ label: '신청하기', confirm: SUSPENSION_WORKFLOW.creation!.confirm });
    fireEvent.click(screen.getByRole('button', { name: 'press' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(SUSPENSION_WORKFLOW.creation!.confirm.ko)).toBeTruthy();
    expect(dialog.getByRole('button', { name: '취소' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(document.getElementById('answer')!.textContent).toBe('sent'));
  });
});
