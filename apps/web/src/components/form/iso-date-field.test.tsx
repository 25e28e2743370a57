import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IsoDateField } from './iso-date-field';

afterEach(cleanup);

/** Types a date into the field and confirms it with Enter, as a person typing does. */
function typeDate(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function Alone({ initial, picker, changed }: { initial: string; picker?: 'date' | 'month'; changed: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">When</label>
      <IsoDateField
        id="when"
        picker={picker}
        value={value}
        onChange={(v) => {
          setValue(v);
          changed(v);
        }}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe('the kit date field for dates kept as text', { timeout: 30_000 }, () => {
  it('shows the ISO date (never the browser’s mm/dd/yyyy) and answers a typed date as YYYY-MM-DD', async () => {
    const changed = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Alone initial="2026-11-30" changed={changed} />
      </ConfigProvider>,
    );
    const input = screen.getByLabelText('When') as HTMLInputElement;
    expect(input.value).toBe('2026-11-30');
    expect(input.getAttribute('type')).not.toBe('date');
    typeDate(input, '2027-01-05');
    await waitFor(() => expect(changed).toHaveBeenCalledWith('2027-01-05'));
    expect(screen.getByLabelText('value').textContent).toBe('2027-01-05');
  });

  it('takes a month as YYYY-MM with picker="month"', async () => {
    const changed = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Alone initial="2026-11" picker="month" changed={changed} />
      </ConfigProvider>,
    );
    const input = screen.getByLabelText('When') as HTMLInputElement;
    expect(input.value).toBe('2026-11');
    typeDate(input, '2026-09');
    await waitFor(() => expect(changed).toHaveBeenCalledWith('2026-09'));
  });

  it('gives a form its value as text, and an empty text once cleared', async () => {
    const finished = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Form onFinish={finished} initialValues={{ from: '2026-10-01' }}>
          <Form.Item name="from" label="From">
            <IsoDateField allowClear />
          </Form.Item>
          <button type="submit">Search</button>
        </Form>
      </ConfigProvider>,
    );
    const input = screen.getByLabelText('From') as HTMLInputElement;
    expect(input.value).toBe('2026-10-01');
    typeDate(input, '2026-10-15');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(finished).toHaveBeenLastCalledWith({ from: '2026-10-15' }));
    // The field's clear control (shown on hover).
    const clear = document.querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(finished).toHaveBeenLastCalledWith({ from: '' }));
  });
});
