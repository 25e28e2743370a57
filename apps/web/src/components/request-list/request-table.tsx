import type { WorkflowDeclaration } from '@portal/contract/workflow';
import type { Key, ReactNode } from 'react';
import { WorkflowStatusTag } from '../document-page/workflow-text';
import { ListTable, type ListColumn } from '../list/list-table';
import './request-table.css';

/**
 * The table of a kind's request list: the kit's list table, scrolled sideways when wider than the page, and on a phone a
 * card per row with the request's number first and its state at its right, the other cells below with their labels.
 * The kind gives its columns; the number, company and state columns are the kit's (`numberColumn`, `companyColumn`,
 * `stateColumn`). `className` names the kind's own table (its widths); `blockLabels` puts a phone's labels above the
 * values instead of before them (values on several lines).
 */
export function RequestTable<T>({
  className,
  caption,
  items,
  columns,
  rowKey,
  blockLabels,
}: {
  className: string;
  caption: string;
  items: T[];
  columns: ListColumn<T>[];
  rowKey: (item: T) => Key;
  blockLabels?: boolean;
}) {
  return (
    <div className="request-table-wrap">
      <ListTable
        className={`bulletin-table request-table${blockLabels ? ' request-table-block-labels' : ''} ${className}`}
        caption={caption}
        items={items}
        columns={columns}
        rowKey={rowKey}
      />
    </div>
  );
}

/** The request's number (a link to it, with what stands beneath it), first in the row and on a phone's card. */
export const numberColumn = <T,>(header: string, cell: (item: T) => ReactNode): ListColumn<T> => ({
  key: 'number',
  header,
  className: 'col-request-no',
  cell,
});

/** The company of the request, for provider staff (their lists span every company): no column for others. */
export const companyColumns = <T extends { companyName?: string | null }>(header: string, shown: boolean | undefined): ListColumn<T>[] =>
  shown ? [{ key: 'company', header, className: 'col-request-company', dataLabel: () => header, cell: (item) => item.companyName }] : [];

/** The request's state as the declaration tags it (and what the kind adds beneath), at the right of a phone's card. */
export const stateColumn = <S extends string, T extends { state: S }>(
  header: string,
  declaration: WorkflowDeclaration<S>,
  more?: (item: T) => ReactNode,
): ListColumn<T> => ({
  key: 'state',
  header,
  className: 'col-request-state',
  cell: (item) => (
    <>
      <WorkflowStatusTag declaration={declaration} state={item.state} />
      {more?.(item)}
    </>
  ),
});
