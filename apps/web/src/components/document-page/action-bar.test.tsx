import { ORDER_WORKFLOW } from '@portal/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { ActionBar, type TActInput } from './action-bar';

const locale = (path: string) =>
  Object.values(
    import.meta.glob<Record<string, unknown>>(['../locales/*.json', '../../lib/locales/*.json'], { eager: true, import: 'default' }),
  )[Object.keys(import.meta.glob(['../locales/*.json', '../../lib/locales/*.json'], { eager: true })).indexOf(path)];

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { components: locale('../locales/en.json'), common: locale('../../lib/locales/en.json') },
      ko: { components: locale('../locales/ko.json'), common: locale('../../lib/locales/ko.json') },
    },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function renderBar(allowed: string[], onAct: (action: string, input: TActInput) => Promise<void>, onReload = vi.fn(), askMemo = true) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }} button={{ loadingIcon: <LoadingOutlined aria-hidden /> }}>
      <App>
        <ActionBar declaration={ORDER_WORKFLOW} allowedActions={allowed} version={3} onAct={onAct} onReload={onReload} askMemo={askMemo} />
      </App>
    </ConfigProvider>,
  );
}
const bar = () => within(screen.getByRole('group', { name: /^(Actions|처리)$/ }));
const dialog = () => within(screen.getByRole('dialog'));

describe('the action bar', { timeout: 30_000 }, () => {
  it('shows exactly the allowed actions, in the order of the declaration, with its labels', () => {
    renderBar(['return', 'approve', 'receive'], vi.fn());
    expect(
      bar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Receive', 'Approve', 'Return']);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('draws nothing when no action is allowed', () => {
    const { container } = renderBar([], vi.fn());
    expect(container.textContent).toBe('');
  });

  it('asks before acting with the declared confirmation, then acts and shows the declared success text', async () => {
    const onAct = vi.fn().mockResolvedValue(undefined);
    renderBar(['receive', 'approve'], onAct);
    fireEvent.click(bar().getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ORDER_WORKFLOW.actions.approve.confirm.en)).toBeTruthy();
    expect(dialog().queryByRole('textbox')).toBeNull();
    expect(onAct).not.toHaveBeenCalled();
    fireEvent.click(dialog().getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('approve', { reason: undefined, memo: undefined, version: 3 }));
    expect(await screen.findByText(ORDER_WORKFLOW.actions.approve.success.en)).toBeTruthy();
  });

  it('cancelling the dialog does nothing', async () => {
    const onAct = vi.fn();
    renderBar(['receive'], onAct);
    fireEvent.click(bar().getByRole('button', { name: 'Receive' }));
    await screen.findByText('Receive this order form?');
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Receive this order form?')).toBeNull());
    expect(onAct).not.toHaveBeenCalled();
  });

  it('a required reason blocks the confirmation until given; NUL characters are refused; reason and memo are sent trimmed', async () => {
    const onAct = vi.fn().mockResolvedValue(undefined);
    renderBar(['return'], onAct);
    fireEvent.click(bar().getByRole('button', { name: 'Return' }));
    await screen.findByText('Return this order form to the customer?');
    fireEvent.click(dialog().getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Please enter the reason.')).toBeTruthy();
    expect(onAct).not.toHaveBeenCalled();

    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(screen.getByText('Please enter the reason.')).toBeTruthy());
    expect(onAct).not.toHaveBeenCalled();

    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: 'bad\u0000text' } });
    expect(await screen.findByText(/a character that cannot be used/)).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Return' }));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(onAct).not.toHaveBeenCalled();

    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: '  The vendor is missing.  ' } });
    // The dialog says who reads what: the reason every party, the memo provider staff only.
    expect(dialog().getByText(/every party of this document reads it, the customer included/)).toBeTruthy();
    expect(dialog().getByText(/Only provider staff .* read it\. The customer and the exchange never see it\./)).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Internal memo (optional)'), { target: { value: ' called the customer ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Return' }));
    await waitFor(() =>
      expect(onAct).toHaveBeenCalledWith('return', { reason: 'The vendor is missing.', memo: 'called the customer', version: 3 }),
    );
    expect(await screen.findByText('Returned.')).toBeTruthy();
  });

  it('an optional reason may stay empty', async () => {
    const onAct = vi.fn().mockResolvedValue(undefined);
    renderBar(['cancel'], onAct);
    fireEvent.click(bar().getByRole('button', { name: 'Cancel order' }));
    expect(await dialog().findByLabelText('Reason (optional)')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('cancel', { reason: undefined, memo: undefined, version: 3 }));
    expect(await screen.findByText('The order form has been cancelled.')).toBeTruthy();
  });

  it('leaves the memo out when asked to (a kind whose memo is the staff’s own)', async () => {
    const onAct = vi.fn().mockResolvedValue(undefined);
    renderBar(['cancel'], onAct, vi.fn(), false);
    fireEvent.click(bar().getByRole('button', { name: 'Cancel order' }));
    expect(await dialog().findByLabelText('Reason (optional)')).toBeTruthy();
    expect(dialog().queryByLabelText('Internal memo (optional)')).toBeNull();
    fireEvent.change(dialog().getByLabelText('Reason (optional)'), { target: { value: ' plans changed ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('cancel', { reason: 'plans changed', memo: undefined, version: 3 }));
  });

  it('shows the API error in the dialog, and on a stale version (409) offers to reload', async () => {
    const onReload = vi.fn();
    const onAct = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'ORD1N4001', 'The order form cannot be approved yet.'))
      .mockRejectedValueOnce(new ApiError(409, 'WFL1N4091', 'Someone else has acted on this request. Please reload it.'));
    renderBar(['approve'], onAct, onReload);
    fireEvent.click(bar().getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The order form cannot be approved yet.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    fireEvent.click(dialog().getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Someone else has acted on this request.'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(ORDER_WORKFLOW.actions.approve.success.en)).toBeNull();
  });

  it('speaks Korean: labels, confirmation and the required-reason message from the declaration and the kit', async () => {
    await i18next.changeLanguage('ko');
    renderBar(['requestReconfirm'], vi.fn());
    fireEvent.click(bar().getByRole('button', { name: '재확인 요청' }));
    expect(await screen.findByText('고객에게 재확인을 요청하시겠습니까?')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: '재확인 요청' }));
    expect(await screen.findByText('사유를 입력해 주세요.')).toBeTruthy();
  });
});
