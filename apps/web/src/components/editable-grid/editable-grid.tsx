import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import {
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type CompositionEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isClipboardBlock, parseClipboardBlock } from './parse-clipboard';
import './editable-grid.css';

export interface TGridOption {
  value: string;
  label: string;
}

export interface TGridColumn {
  key: string;
  title: string;
  /** Width in pixels. */
  width: number;
  required?: boolean;
  /** A code column: the codes it takes with their labels (offered while editing; the label is shown). */
  options?: readonly TGridOption[];
  /** Numbers: aligned right, a numeric keyboard on phones. */
  numeric?: boolean;
  /** Longest text the editor takes. */
  maxLength?: number;
}

/** A row as entered: every cell a string, '' when empty. */
export type TGridRow = Readonly<Record<string, string>>;

export interface TEditableGridHandle {
  /** Moves to a cell, scrolls it into view and focuses it (e.g. the first bad cell before sending). */
  focusCell(rowIndex: number, columnKey: string): void;
}

interface Props {
  /** The grid's accessible name. */
  label: string;
  columns: readonly TGridColumn[];
  rows: readonly TGridRow[];
  onChange: (rows: TGridRow[]) => void;
  /** The message of what is wrong with a cell, if anything (asked for the drawn cells only: keep it cheap). */
  cellIssue?: (row: TGridRow, rowIndex: number, columnKey: string) => string | undefined;
  /** The most rows the grid takes (adding and pasting stop there). */
  maxRows?: number;
  /** Height of the scrolling area in pixels. */
  height?: number;
  rowHeight?: number;
  ref?: Ref<TEditableGridHandle>;
}

interface TCell {
  row: number;
  col: number;
}

const OVERSCAN = 6;
const HEADER_HEIGHT = 40;
const ROW_NUMBER_WIDTH = 64;

export const emptyGridRow = (columns: readonly TGridColumn[]): TGridRow => Object.fromEntries(columns.map((c) => [c.key, '']));

/** The code an entry names: the code itself, or its label (any case), else the entry as typed. */
function normalise(column: TGridColumn, value: string): string {
  const v = value.trim();
  if (!column.options) return column.numeric ? v : value;
  const lower = v.toLowerCase();
  const hit = column.options.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower);
  return hit ? hit.value : v;
}

function shown(column: TGridColumn, value: string): string {
  if (!column.options || value === '') return value;
  const hit = column.options.find((o) => o.value === value);
  return hit ? `${hit.value} · ${hit.label}` : value;
}

/** The first key of an input method's composition (Chromium and Firefox: "Process"; Safari and old engines: keyCode 229). */
const startsComposition = (e: KeyboardEvent): boolean => e.key === 'Process' || e.keyCode === 229 || e.nativeEvent.isComposing;

/**
 * The kit's editable grid (manual entry of report rows). Only the rows in view are drawn, so thousands of
 * rows stay smooth. A spreadsheet's keys: arrows move, typing starts editing (an input method's composition too, so
 * Hangul typed straight into a selected cell is kept; Enter or F2 edits the value as it is),
 * Enter commits and moves down, Tab commits and moves right (Shift reverses), Escape cancels, Delete clears a cell,
 * Ctrl+Enter adds a row below and Ctrl+Delete removes the row; a block pasted from a spreadsheet fills the cells from
 * the active one, adding rows as needed. Code columns offer their lists; invalid cells are marked as you go
 * (aria-invalid, the message on hover and read with the cell, and shown under the grid for the active cell).
 * ARIA grid: one tab stop, aria-rowcount and aria-colindex, so a screen reader knows where it is among unrendered rows.
 */
export function EditableGrid({ label, columns, rows, onChange, cellIssue, maxRows = Infinity, height = 440, rowHeight = 36, ref }: Props) {
  const { t } = useTranslation('components');
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState<TCell>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ draft: string } | null>(null);
  const [status, setStatus] = useState('');
  /** Set by moves the user makes in the grid: the active cell takes the focus after the next render. */
  const wantFocus = useRef(false);
  /** The edit being made, read by the editor's blur (the state may be stale there). */
  const editingRef = useRef<{ draft: string } | null>(null);
  const setEdit = (edit: { draft: string } | null) => {
    editingRef.current = edit;
    setEditing(edit);
  };

  const cur: TCell = {
    row: Math.min(active.row, Math.max(rows.length - 1, 0)),
    col: Math.min(active.col, columns.length - 1),
  };

  const firstShown = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const lastShown = Math.min(rows.length - 1, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const drawn = useMemo(() => {
    const list: number[] = [];
    for (let i = firstShown; i <= lastShown; i += 1) list.push(i);
    // The active row stays in the document so the focus never falls out of the grid while scrolling away.
    if (rows.length > 0 && (cur.row < firstShown || cur.row > lastShown)) list.push(cur.row);
    return list;
  }, [firstShown, lastShown, cur.row, rows.length]);

  /** Brings a row into the drawn range (the browser then scrolls the focused cell into full view). */
  const reveal = useCallback(
    (row: number) => {
      const el = scrollRef.current;
      if (!el) return;
      const top = row * rowHeight;
      const view = el.clientHeight || height;
      const bodyView = view - HEADER_HEIGHT;
      let next = el.scrollTop;
      if (top < next) next = top;
      else if (top + rowHeight > next + bodyView) next = top + rowHeight - bodyView;
      if (next !== el.scrollTop) {
        el.scrollTop = next;
        setScrollTop(next);
      }
    },
    [rowHeight, height],
  );

  const moveTo = useCallback(
    (cell: TCell) => {
      wantFocus.current = true;
      setActive(cell);
      reveal(cell.row);
    },
    [reveal],
  );

  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    const root = scrollRef.current;
    if (!root) return;
    const target = editing
      ? root.querySelector<HTMLInputElement>('input.editable-grid__editor')
      : root.querySelector<HTMLElement>(`[data-cell="${cur.row}:${cur.col}"]`);
    target?.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
    target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });

  useImperativeHandle(
    ref,
    () => ({
      focusCell(rowIndex, columnKey) {
        const col = Math.max(
          0,
          columns.findIndex((c) => c.key === columnKey),
        );
        setEdit(null);
        moveTo({ row: Math.max(0, Math.min(rowIndex, rows.length - 1)), col });
      },
    }),
    [columns, rows.length, moveTo],
  );

  const setCell = (base: readonly TGridRow[], row: number, col: number, value: string): readonly TGridRow[] => {
    const column = columns[col]!;
    const clean = normalise(column, value);
    if ((base[row]?.[column.key] ?? '') === clean) return base;
    const next = base.slice();
    next[row] = { ...base[row]!, [column.key]: clean };
    return next;
  };

  const addRowAt = (at: number, base: readonly TGridRow[] = rows): readonly TGridRow[] | null => {
    if (base.length >= maxRows) {
      setStatus(t('editableGrid.full', { count: maxRows }));
      return null;
    }
    const next = base.slice();
    next.splice(at, 0, emptyGridRow(columns));
    return next;
  };

  const addRow = (at: number) => {
    const next = addRowAt(at);
    if (!next) return;
    onChange(next as TGridRow[]);
    setEdit(null);
    setStatus(t('editableGrid.added', { row: at + 1 }));
    moveTo({ row: at, col: 0 });
  };

  const removeRow = (at: number) => {
    if (rows.length === 0) return;
    const next = rows.slice();
    next.splice(at, 1);
    onChange(next as TGridRow[]);
    setEdit(null);
    setStatus(t('editableGrid.removed', { row: at + 1 }));
    moveTo({ row: Math.max(0, Math.min(at, next.length - 1)), col: cur.col });
  };

  /** Commits the edit and moves by (dRow, dCol); moving past the last row adds one (entry goes on by keyboard). */
  const commitAndMove = (dRow: number, dCol: number) => {
    let next = editing ? setCell(rows, cur.row, cur.col, editing.draft) : rows;
    setEdit(null);
    let row = cur.row + dRow;
    let col = cur.col + dCol;
    if (col >= columns.length) {
      col = 0;
      row += 1;
    } else if (col < 0) {
      if (row > 0) {
        col = columns.length - 1;
        row -= 1;
      } else col = 0;
    }
    if (row >= next.length) {
      const grown = addRowAt(next.length, next);
      if (grown) next = grown;
      else row = next.length - 1;
    }
    if (row < 0) row = 0;
    if (next !== rows) onChange(next as TGridRow[]);
    moveTo({ row, col });
  };

  const startEdit = (draft: string) => {
    wantFocus.current = true;
    setEdit({ draft });
  };

  const cancelEdit = () => {
    setEdit(null);
    wantFocus.current = true;
  };

  const onEditorKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      commitAndMove(e.shiftKey ? -1 : 1, 0);
    } else if (e.key === 'Tab') {
      e.preventDefault();
      commitAndMove(0, e.shiftKey ? -1 : 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancelEdit();
    }
  };

  /** Commits an edit left open by leaving the editor or clicking another cell (before the active cell changes under it). */
  const commitOpenEdit = () => {
    const edit = editingRef.current;
    if (!edit) return;
    setEdit(null);
    const next = setCell(rows, cur.row, cur.col, edit.draft);
    if (next !== rows) onChange(next as TGridRow[]);
  };

  const onCellKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editing || rows.length === 0) return;
    const last = rows.length - 1;
    const page = Math.max(1, Math.floor((height - HEADER_HEIGHT) / rowHeight) - 1);
    const ctrl = e.ctrlKey || e.metaKey;
    const go = (cell: TCell) => {
      e.preventDefault();
      moveTo({ row: Math.max(0, Math.min(last, cell.row)), col: Math.max(0, Math.min(columns.length - 1, cell.col)) });
    };
    switch (e.key) {
      case 'ArrowUp':
        return go({ row: cur.row - 1, col: cur.col });
      case 'ArrowDown':
        return go({ row: cur.row + 1, col: cur.col });
      case 'ArrowLeft':
        return go({ row: cur.row, col: cur.col - 1 });
      case 'ArrowRight':
        return go({ row: cur.row, col: cur.col + 1 });
      case 'PageUp':
        return go({ row: cur.row - page, col: cur.col });
      case 'PageDown':
        return go({ row: cur.row + page, col: cur.col });
      case 'Home':
        return go({ row: ctrl ? 0 : cur.row, col: 0 });
      case 'End':
        return go({ row: ctrl ? last : cur.row, col: columns.length - 1 });
      case 'Tab': {
        // Tab walks the cells; from the last cell (or Shift from the first) it leaves the grid as usual.
        const forward = !e.shiftKey;
        if (forward && cur.row === last && cur.col === columns.length - 1) return;
        if (!forward && cur.row === 0 && cur.col === 0) return;
        e.preventDefault();
        const col = cur.col + (forward ? 1 : -1);
        if (col >= columns.length) return moveTo({ row: cur.row + 1, col: 0 });
        if (col < 0) return moveTo({ row: cur.row - 1, col: columns.length - 1 });
        return moveTo({ row: cur.row, col });
      }
      case 'Enter':
        e.preventDefault();
        if (ctrl) return addRow(cur.row + 1);
        return startEdit(rows[cur.row]?.[columns[cur.col]!.key] ?? '');
      case 'F2':
        e.preventDefault();
        return startEdit(rows[cur.row]?.[columns[cur.col]!.key] ?? '');
      case 'Delete':
      case 'Backspace': {
        e.preventDefault();
        if (ctrl) return removeRow(cur.row);
        const next = setCell(rows, cur.row, cur.col, '');
        if (next !== rows) onChange(next as TGridRow[]);
        return;
      }
      default:
        if (e.key.length === 1 && !ctrl && !e.altKey) {
          e.preventDefault();
          startEdit(e.key);
        } else if (startsComposition(e)) {
          // An input method (Korean, Japanese, Chinese) announces its first key as "Process" (keyCode 229) and then
          // composes: the editor opens empty and takes the focus now, before the composition begins, so the syllable
          // being composed goes into it (the key's default is left alone: the input method owns it).
          startEdit('');
        }
    }
  };

  /** A composition begun while the cell (not the editor) has the focus: the editor opens with what is composed so far. */
  const onCompositionStart = (e: CompositionEvent<HTMLDivElement>) => {
    if (editingRef.current || rows.length === 0) return;
    startEdit(e.data ?? '');
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!text) return;
    if (editing && !isClipboardBlock(text)) return; // one value into the editor, as usual
    e.preventDefault();
    const block = parseClipboardBlock(text);
    if (block.length === 0) return;
    const startRow = rows.length === 0 ? 0 : cur.row;
    const room = Math.min(block.length, maxRows - startRow);
    const next = rows.slice();
    let width = 0;
    for (let i = 0; i < room; i += 1) {
      const r = startRow + i;
      let row: Record<string, string> = { ...(next[r] ?? emptyGridRow(columns)) };
      const cells = block[i]!;
      for (let j = 0; j < cells.length && cur.col + j < columns.length; j += 1) {
        const column = columns[cur.col + j]!;
        row = { ...row, [column.key]: normalise(column, cells[j]!) };
        width = Math.max(width, j + 1);
      }
      next[r] = row;
    }
    setEdit(null);
    onChange(next);
    setStatus(
      room < block.length
        ? t('editableGrid.pastedCut', { rows: room, columns: width, count: maxRows })
        : t('editableGrid.pasted', { rows: room, columns: width }),
    );
    moveTo({ row: startRow, col: cur.col });
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editing || rows.length === 0) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', rows[cur.row]?.[columns[cur.col]!.key] ?? '');
  };

  const template = `${ROW_NUMBER_WIDTH}px ${columns.map((c) => `${c.width}px`).join(' ')}`;
  const totalWidth = ROW_NUMBER_WIDTH + columns.reduce((s, c) => s + c.width, 0);
  const activeIssue = rows.length > 0 ? cellIssue?.(rows[cur.row]!, cur.row, columns[cur.col]!.key) : undefined;
  const helpId = `${gridId}-help`;
  const activeColumn = columns[cur.col]!;

  return (
    <div className="editable-grid">
      <div className="editable-grid__toolbar">
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => addRow(rows.length === 0 ? 0 : cur.row + 1)}>
          {t('editableGrid.addRow')}
        </Button>
        {rows.length > 0 && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => removeRow(cur.row)}>
            {t('editableGrid.removeRow', { row: cur.row + 1 })}
          </Button>
        )}
        <span className="editable-grid__count">{t('editableGrid.rowCount', { count: rows.length })}</span>
      </div>
      <p id={helpId} className="editable-grid__help">
        {t('editableGrid.help')}
      </p>
      <div
        ref={scrollRef}
        className="editable-grid__scroll"
        // With no row there is no cell to focus: the scrolling region itself takes the focus, so the columns that do
        // not fit can be scrolled into view by keyboard (named, as a region, after the grid).
        role="region"
        aria-label={label}
        tabIndex={rows.length === 0 ? 0 : undefined}
        style={{
          height: rows.length === 0 ? HEADER_HEIGHT + rowHeight + 2 : Math.min(height, HEADER_HEIGHT + rows.length * rowHeight + 2),
        }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <div
          role="grid"
          aria-label={label}
          aria-describedby={helpId}
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length + 1}
          className="editable-grid__table"
          style={{ width: totalWidth }}
          onKeyDown={onCellKeyDown}
          onCompositionStart={onCompositionStart}
          onPaste={onPaste}
          onCopy={onCopy}
        >
          <div role="rowgroup" className="editable-grid__head">
            <div
              role="row"
              aria-rowindex={1}
              className="editable-grid__row"
              style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
            >
              <div role="columnheader" aria-colindex={1} className="editable-grid__rownum">
                {t('editableGrid.rowNumber')}
              </div>
              {columns.map((c, i) => (
                <div role="columnheader" aria-colindex={i + 2} key={c.key} className="editable-grid__th">
                  {c.title}
                  {c.required && (
                    <>
                      <span aria-hidden className="editable-grid__required">
                        *
                      </span>
                      <span className="sr-only">{t('editableGrid.required')}</span>
                    </>
                  )}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" className="editable-grid__body" style={{ height: rows.length * rowHeight }}>
            {drawn.map((r) => {
              const row = rows[r]!;
              return (
                <div
                  role="row"
                  aria-rowindex={r + 2}
                  key={r}
                  className="editable-grid__row"
                  style={{ gridTemplateColumns: template, height: rowHeight, transform: `translateY(${r * rowHeight}px)` }}
                >
                  <div role="rowheader" aria-colindex={1} className="editable-grid__rownum">
                    {r + 1}
                  </div>
                  {columns.map((c, ci) => {
                    const isActive = r === cur.row && ci === cur.col;
                    const value = row[c.key] ?? '';
                    const issue = cellIssue?.(row, r, c.key);
                    const msgId = `${gridId}-m-${r}-${ci}`;
                    const className = [
                      'editable-grid__cell',
                      c.numeric ? 'editable-grid__cell--numeric' : '',
                      issue ? 'editable-grid__cell--invalid' : '',
                      isActive ? 'editable-grid__cell--active' : '',
                    ].join(' ');
                    if (isActive && editing) {
                      const listId = c.options ? `${gridId}-list-${ci}` : undefined;
                      return (
                        <div role="gridcell" aria-colindex={ci + 2} key={c.key} className={className}>
                          <input
                            className="editable-grid__editor"
                            aria-label={`${c.title} ${t('editableGrid.rowLabel', { row: r + 1 })}`}
                            aria-invalid={issue ? true : undefined}
                            aria-describedby={issue ? msgId : undefined}
                            value={editing.draft}
                            list={listId}
                            maxLength={c.maxLength}
                            inputMode={c.numeric ? 'numeric' : undefined}
                            autoComplete="off"
                            onChange={(e) => setEdit({ draft: e.target.value })}
                            onKeyDown={onEditorKeyDown}
                            onBlur={commitOpenEdit}
                          />
                          {listId && (
                            <datalist id={listId}>
                              {c.options!.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </datalist>
                          )}
                          {issue && (
                            <span id={msgId} className="sr-only">
                              {issue}
                            </span>
                          )}
                        </div>
                      );
                    }
                    return (
                      <div
                        role="gridcell"
                        aria-colindex={ci + 2}
                        key={c.key}
                        data-cell={`${r}:${ci}`}
                        tabIndex={isActive ? 0 : -1}
                        className={className}
                        aria-invalid={issue ? true : undefined}
                        aria-describedby={issue ? msgId : undefined}
                        title={issue}
                        onMouseDown={() => {
                          if (isActive) return;
                          commitOpenEdit();
                          moveTo({ row: r, col: ci });
                        }}
                        onDoubleClick={() => startEdit(value)}
                      >
                        <span className="editable-grid__value">{shown(c, value)}</span>
                        {issue && (
                          <span id={msgId} className="sr-only">
                            {issue}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {rows.length === 0 && <p className="editable-grid__empty">{t('editableGrid.empty')}</p>}
      <p className={activeIssue ? 'editable-grid__issue' : 'editable-grid__issue editable-grid__issue--none'} aria-hidden>
        {activeIssue
          ? `${t('editableGrid.cellAt', { row: cur.row + 1, column: activeColumn.title })}: ${activeIssue}`
          : rows.length > 0
            ? t('editableGrid.cellAt', { row: cur.row + 1, column: activeColumn.title })
            : ''}
      </p>
      <p className="sr-only" role="status">
        {status}
      </p>
    </div>
  );
}
