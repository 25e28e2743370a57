import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from './feedback-provider';
import { useFeedback } from './use-feedback';

afterEach(cleanup);
// The holder's code loads on first use (the first time also compiles it here): a generous bound to wait within.
const LOADED = { timeout: 15_000 };

/** Buttons that call the APIs the way the screens do (`useFeedback()` in place of `App.useApp()`). */
function Caller() {
  const { message, modal } = useFeedback();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => void message.success('Saved')}>
        save
      </button>
      <button type="button" onClick={() => modal.confirm({ title: 'Remove the key?', okText: 'Remove', onOk: () => setAnswer('removed') })}>
        remove
      </button>
      <button type="button" onClick={() => modal.confirm({ title: 'Never shown' }).destroy()}>
        open and close
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('messages and dialogs loaded on first use', { timeout: 30_000 }, () => {
  it('shows a message asked for before its code has loaded', async () => {
    render(
      <FeedbackProvider>
        <Caller />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Saved', undefined, LOADED)).toBeTruthy();
  });

  it('opens a confirmation dialog whose answer reaches the screen', async () => {
    render(
      <FeedbackProvider>
        <Caller />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByText('remove'));
    expect((await screen.findAllByText('Remove the key?', undefined, LOADED)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('removed'));
  });

  it('never shows a dialog closed before its code arrived', async () => {
    render(
      <FeedbackProvider>
        <Caller />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByText('open and close'));
    // A later message proves the holder has loaded and handled the earlier calls in order.
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Saved', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByText('Never shown')).toBeNull();
  });
});
