import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import dayjs from './dayjs';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('the kit date field', { timeout: 30_000 }, () => {
  it('never lets Enter in a date submit the form: the key default (implicit submission) is prevented, the date is still taken', () => {
    const submitted = vi.fn();
    const changed = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Form onFinish={submitted} initialValues={{ from: dayjs('2026-12-01') }}>
          <Form.Item name="from" label="From">
            <DateField format="YYYY-MM-DD" onChange={changed} />
          </Form.Item>
          <button type="submit">Send</button>
        </Form>
      </ConfigProvider>,
    );
    const input = screen.getByLabelText('From');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(notPrevented).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    // Other keys keep their default.
    expect(fireEvent.keyDown(input, { key: 'a', code: 'KeyA' })).toBe(true);
  });
});
