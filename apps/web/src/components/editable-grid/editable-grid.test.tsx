import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createRef, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EditableGrid, emptyGridRow, type TEditableGridHandle, type TGridColumn, type TGridRow } from './editable-grid';
import { parseClipboardBlock } from './parse-clipboard';

const en = Object.values(import.meta.glob<Record<string, unknown>>('../locales/en.json', { eager: true, import: 'default' }))[0];

const COLUMNS: TGridColumn[] = [
  {
    key: 'kind',
    title: 'Kind',
    width: 120,
    required: true,
    options: [
      { value: '151', label: 'Professional' },
      { value: '152', label: 'Non-professional' },
    ],
  },
  { key: 'name', title: 'Name', width: 160, required: true },
  { key: 'qty', title: 'Quantity', width: 90, numeric: true },
];

/** The grid as a page holds it: the rows in state, a cell marked when its quantity is not a whole number. */
function Harness({
  initial,
  onRows,
  gridRef,
}: {
  initial: TGridRow[];
  onRows?: (rows: TGridRow[]) => void;
  gridRef?: React.Ref<TEditableGridHandle>;
}) {
  const [rows, setRows] = useState<TGridRow[]>(initial);
  return (
    <>
      <button type="button">before</button>
      <EditableGrid
        ref={gridRef}
        label="Details"
        columns={COLUMNS}
        rows={rows}
        maxRows={5}
        onChange={(next) => {
          setRows(next);
          onRows?.(next);
        }}
        cellIssue={(row, _i, key) => {
          if (Object.values(row).every((v) => v === '')) return undefined;
          if (key === 'qty' && row.qty !== '' && !/^\d+$/.test(row.qty!)) return 'Enter Quantity as a whole number.';
          if (key === 'name' && row.name === '') return 'Name is required.';
          return undefined;
        }}
      />
    </>
  );
}

const row = (kind: string, name: string, qty: string): TGridRow => ({ kind, name, qty });
const grid = () => screen.getByRole('grid', { name: 'Details' });
const cell = (r: number, c: number) => {
  const rowEl = within(grid())
    .getAllByRole('row')
    .find((el) => el.getAttribute('aria-rowindex') === String(r + 2))!;
  return within(rowEl)
    .getAllByRole('gridcell')
    .find((el) => el.getAttribute('aria-colindex') === String(c + 2))!;
};
const editor = () => grid().querySelector('input')!;
const key = (target: Element, k: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(target, { key: k, ...init });
/** Types like a person: the first key starts editing, the rest go into the editor. */
function typeInto(target: Element, text: string) {
  key(target, text[0]!);
  fireEvent.change(editor(), { target: { value: text } });
}
function paste(target: Element, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
  event.clipboardData = { getData: () => text };
  act(() => {
    target.dispatchEvent(event);
  });
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { components: en } },
    defaultNS: 'components',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('the editable grid', { timeout: 30_000 }, () => {
  it('is an ARIA grid with one tab stop, row and column indices, and the code label shown', () => {
    render(<Harness initial={[row('151', 'Kim', '2'), row('', '', '')]} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('3');
    expect(grid().getAttribute('aria-colcount')).toBe('4');
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Kind*(required)', 'Name*(required)', 'Quantity']);
    expect(cell(0, 0).textContent).toBe('151 · Professional');
    expect(cell(0, 0).tabIndex).toBe(0);
    expect(cell(0, 1).tabIndex).toBe(-1);
    expect(
      within(grid())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1', '2']);
  });

  it('keeps Hangul typed straight into a selected cell: the first key of the input method (Process, 229) opens the editor', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[emptyGridRow(COLUMNS), emptyGridRow(COLUMNS)]} onRows={(r) => (last = r)} />);
    act(() => cell(0, 1).focus());
    fireEvent.mouseDown(cell(0, 1));
    // The sequence Chromium sends for "한" typed with a Korean IME: keydown Process/229, then the composition, then input.
    const down = fireEvent.keyDown(cell(0, 1), { key: 'Process', code: 'KeyG', keyCode: 229, which: 229 });
    expect(down).toBe(true); // not prevented: the input method owns the key
    const input = editor();
    expect(input).toBeTruthy();
    expect(document.activeElement).toBe(input);
    fireEvent.compositionStart(input, { data: '' });
    fireEvent.compositionUpdate(input, { data: 'ㅎ' });
    fireEvent.change(input, { target: { value: 'ㅎ' } });
    fireEvent.compositionUpdate(input, { data: '하' });
    fireEvent.change(input, { target: { value: '하' } });
    fireEvent.compositionUpdate(input, { data: '한' });
    fireEvent.change(input, { target: { value: '한' } });
    // Enter pressed while composing ends the syllable: it must not commit half a word.
    key(input, 'Enter', { isComposing: true, keyCode: 229 });
    expect(editor()).toBe(input);
    fireEvent.compositionEnd(input, { data: '한' });
    fireEvent.input(input, { data: '한' });
    fireEvent.change(input, { target: { value: '한국' } });
    key(input, 'Enter');
    expect(last[0]!.name).toBe('한국');
    expect(document.activeElement).toBe(cell(1, 1));
  });

  it('opens the editor on a composition that starts while the cell has the focus', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[emptyGridRow(COLUMNS)]} onRows={(r) => (last = r)} />);
    act(() => cell(0, 1).focus());
    fireEvent.mouseDown(cell(0, 1));
    fireEvent.compositionStart(cell(0, 1), { data: 'ㄱ' });
    expect(document.activeElement).toBe(editor());
    expect(editor().value).toBe('ㄱ');
    fireEvent.change(editor(), { target: { value: '김' } });
    key(editor(), 'Tab');
    expect(last[0]!.name).toBe('김');
  });

  it('commits with Enter (moving down) and Tab (moving right), Shift reverses, Escape cancels', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[emptyGridRow(COLUMNS), emptyGridRow(COLUMNS)]} onRows={(r) => (last = r)} />);
    act(() => cell(0, 1).focus());
    fireEvent.mouseDown(cell(0, 1));
    typeInto(cell(0, 1), 'Lee');
    key(editor(), 'Enter');
    expect(last[0]!.name).toBe('Lee');
    expect(document.activeElement).toBe(cell(1, 1));

    typeInto(cell(1, 1), 'Park');
    key(editor(), 'Tab');
    expect(last[1]!.name).toBe('Park');
    expect(document.activeElement).toBe(cell(1, 2));

    typeInto(cell(1, 2), '7');
    key(editor(), 'Tab', { shiftKey: true });
    expect(last[1]!.qty).toBe('7');
    expect(document.activeElement).toBe(cell(1, 1));

    typeInto(cell(1, 1), 'Choi');
    key(editor(), 'Escape');
    expect(last[1]!.name).toBe('Park');
    expect(cell(1, 1).textContent).toBe('Park');
    expect(document.activeElement).toBe(cell(1, 1));

    key(cell(1, 1), 'Enter', { shiftKey: false });
    fireEvent.change(editor(), { target: { value: 'Park Jr' } });
    key(editor(), 'Enter', { shiftKey: true });
    expect(last[1]!.name).toBe('Park Jr');
    expect(document.activeElement).toBe(cell(0, 1));
  });

  it('moves with the arrow keys, Home and End, and clears a cell with Delete', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[row('151', 'Kim', '2'), row('152', 'Lee', '3')]} onRows={(r) => (last = r)} />);
    fireEvent.mouseDown(cell(0, 0));
    key(cell(0, 0), 'ArrowRight');
    expect(document.activeElement).toBe(cell(0, 1));
    key(cell(0, 1), 'ArrowDown');
    expect(document.activeElement).toBe(cell(1, 1));
    key(cell(1, 1), 'End');
    expect(document.activeElement).toBe(cell(1, 2));
    key(cell(1, 2), 'Home');
    expect(document.activeElement).toBe(cell(1, 0));
    key(cell(1, 0), 'ArrowUp');
    expect(document.activeElement).toBe(cell(0, 0));
    key(cell(0, 0), 'Delete');
    expect(last[0]).toEqual(row('', 'Kim', '2'));
  });

  it('takes a code by its label and stores the code', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[emptyGridRow(COLUMNS)]} onRows={(r) => (last = r)} />);
    fireEvent.mouseDown(cell(0, 0));
    typeInto(cell(0, 0), 'non-professional');
    expect(grid().querySelectorAll('datalist option')).toHaveLength(2);
    key(editor(), 'Tab');
    expect(last[0]!.kind).toBe('152');
    expect(cell(0, 0).textContent).toBe('152 · Non-professional');
  });

  it('keeps entering past the last row: Tab from the last cell adds a row', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[row('151', 'Kim', '')]} onRows={(r) => (last = r)} />);
    fireEvent.mouseDown(cell(0, 2));
    typeInto(cell(0, 2), '4');
    key(editor(), 'Tab');
    expect(last).toHaveLength(2);
    expect(last[0]!.qty).toBe('4');
    expect(document.activeElement).toBe(cell(1, 0));
    expect(grid().getAttribute('aria-rowcount')).toBe('3');
  });

  it('adds and removes rows with the buttons and the keys', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[row('151', 'Kim', '1'), row('152', 'Lee', '2')]} onRows={(r) => (last = r)} />);
    fireEvent.mouseDown(cell(0, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(last.map((r) => r.name)).toEqual(['Kim', '', 'Lee']);
    expect(document.activeElement).toBe(cell(1, 0));

    key(cell(1, 0), 'Delete', { ctrlKey: true });
    expect(last.map((r) => r.name)).toEqual(['Kim', 'Lee']);

    key(cell(1, 0), 'Enter', { ctrlKey: true });
    expect(last.map((r) => r.name)).toEqual(['Kim', 'Lee', '']);
    expect(document.activeElement).toBe(cell(2, 0));

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(last.map((r) => r.name)).toEqual(['Kim', 'Lee']);
    expect(screen.getByRole('status').textContent).toBe('Row 3 removed.');
  });

  it('fills a block pasted from a spreadsheet from the active cell, adding rows up to the limit', () => {
    let last: TGridRow[] = [];
    render(<Harness initial={[row('151', 'Kim', '1')]} onRows={(r) => (last = r)} />);
    fireEvent.mouseDown(cell(0, 1));
    paste(cell(0, 1), 'Lee\t3\nPark\t4\r\n"Choi, ""C"""\t5\nJung\t6\nHan\t7\nOh\t8\n');
    expect(last).toHaveLength(5);
    expect(last.map((r) => [r.kind, r.name, r.qty])).toEqual([
      ['151', 'Lee', '3'],
      ['', 'Park', '4'],
      ['', 'Choi, "C"', '5'],
      ['', 'Jung', '6'],
      ['', 'Han', '7'],
    ]);
    expect(screen.getByRole('status').textContent).toMatch(/^Pasted 5 rows and 2 columns: a report holds at most 5 rows/);
  });

  it('marks invalid cells as you go, with the message described and shown for the active cell', () => {
    render(<Harness initial={[row('151', 'Kim', '2'), emptyGridRow(COLUMNS)]} />);
    expect(cell(0, 2).getAttribute('aria-invalid')).toBeNull();
    fireEvent.mouseDown(cell(0, 2));
    typeInto(cell(0, 2), '2.5');
    key(editor(), 'Enter');
    const bad = cell(0, 2);
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bad.getAttribute('aria-describedby')!)!.textContent).toBe('Enter Quantity as a whole number.');
    expect(bad.getAttribute('title')).toBe('Enter Quantity as a whole number.');
    // A blank row is not marked; the focused bad cell's message is shown under the grid.
    expect(cell(1, 1).getAttribute('aria-invalid')).toBeNull();
    fireEvent.mouseDown(cell(0, 2));
    expect(screen.getByText('Row 1, Quantity: Enter Quantity as a whole number.')).toBeTruthy();
  });

  it('draws only the rows in view of thousands, and focuses a far cell on demand', () => {
    const many = Array.from({ length: 5000 }, (_, i) => row('151', `Name ${i + 1}`, '1'));
    const ref = createRef<TEditableGridHandle>();
    render(
      <EditableGrid ref={ref} label="Details" columns={COLUMNS} rows={many} onChange={() => {}} cellIssue={() => undefined} height={440} />,
    );
    expect(grid().getAttribute('aria-rowcount')).toBe('5001');
    expect(within(grid()).getAllByRole('row').length).toBeLessThan(30);
    act(() => ref.current!.focusCell(4200, 'name'));
    expect(document.activeElement?.textContent).toBe('Name 4201');
    expect(document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex')).toBe('4202');
  });
});

describe('a block from the clipboard', () => {
  it('reads tab-separated lines, quoted cells and the last line break', () => {
    expect(parseClipboardBlock('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboardBlock('"x\ny"\t"q""t"\n\tz')).toEqual([
      ['x\ny', 'q"t'],
      ['', 'z'],
    ]);
    expect(parseClipboardBlock('')).toEqual([]);
  });
});
