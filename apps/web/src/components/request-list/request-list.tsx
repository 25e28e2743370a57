import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import type { TPage } from '@portal/contract';
import type { WorkflowDeclaration } from '@portal/contract/workflow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { CompanySelect } from '../company-select/company-select';
import { ChoiceFilter } from '../list/choice-filter';
import type { ListState } from '../list/list-state';
import { ListPage, type ListPageTexts } from '../list/list-page';
import { useRoles } from '../use-roles';

/**
 * The list page of a kind of request (orders, non-display declarations, other reported items, ...): the state filter
 * from the kind's declaration, the page's own filters, the company filter for provider staff, the new-request link for
 * customers, and the list with its loading, empty and failed states. The kit decides by the caller's roles which of
 * the company filter and the new-request link show, and words the filters it owns itself. Everything the page filters on
 * stays in the URL (useListState); the page draws its table from the current page of items.
 */

/** The states of a declaration as filter options, labelled in the current language, in the declaration's order. */
export function stateOptionsOf<S extends string>(declaration: WorkflowDeclaration<S>): { value: S; label: string }[] {
  const lang = currentLanguage();
  return (Object.keys(declaration.states) as S[]).map((value) => ({ value, label: declaration.states[value].label[lang] }));
}

/** A state of the declaration read from the URL, or undefined when it is not one. */
export function stateOf<S extends string>(declaration: WorkflowDeclaration<S>, value: string | null | undefined): S | undefined {
  return value && Object.prototype.hasOwnProperty.call(declaration.states, value) ? (value as S) : undefined;
}

/** The company a provider's list is filtered to (a positive whole number of the URL), never for others. */
export function companyFilterOf(value: string | null | undefined, isProvider: boolean): number | undefined {
  const n = Number(value);
  return isProvider && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** The kind's own words; the state and company filters are worded by the kit. */
export type RequestListTexts = ListPageTexts;

export interface RequestListProps<S extends string, T extends { companyId?: number; companyName?: string }> {
  declaration: WorkflowDeclaration<S>;
  texts: RequestListTexts;
  list: { state: ListState; update: (change: Partial<ListState>) => void };
  query: UseQueryResult<TPage<T> & { totalCountCapped?: boolean }>;
  /** The state chosen (from the URL) and how to change it. */
  stateValue: S | undefined;
  onStateChange: (value: S | undefined) => void;
  /** The company filter: shown to provider staff only (their list spans every company). */
  company?: { value: number | undefined; onChange: (value: number | undefined) => void };
  /** The link to write a new request: shown to customers only. */
  newRequest?: { to: string; label: string };
  /** The page's own filters, after the state's. */
  filters?: ReactNode;
  /** Whether any filter or search text is set (the empty state then says nothing matched). */
  searching: boolean;
  /** What stands between the toolbar and the list (a note on a filter), and after it (a drawer). */
  before?: ReactNode;
  after?: ReactNode;
  children: (page: TPage<T>) => ReactNode;
}

export function RequestList<S extends string, T extends { companyId?: number; companyName?: string }>({
  declaration,
  texts,
  list,
  query,
  stateValue,
  onStateChange,
  company,
  newRequest,
  filters,
  searching,
  before,
  after,
  children,
}: RequestListProps<S, T>) {
  const { t } = useTranslation('components');
  const { isProvider, isCustomer } = useRoles();
  const companyFilter = isProvider ? company : undefined;
  const companyName = companyFilter?.value ? query.data?.items.find((i) => i.companyId === companyFilter.value)?.companyName : undefined;
  return (
    <ListPage
      texts={texts}
      actions={
        newRequest &&
        isCustomer && (
          <Link to={newRequest.to} className="shell-button shell-button-primary">
            <EditOutlined aria-hidden /> <span>{newRequest.label}</span>
          </Link>
        )
      }
      list={list}
      query={query}
      searching={searching}
      before={before}
      after={after}
      filters={
        <>
          <ChoiceFilter
            label={t('requestList.state')}
            allLabel={t('requestList.all')}
            value={stateValue}
            options={stateOptionsOf(declaration)}
            onChange={(v) => onStateChange(v ?? undefined)}
          />
          {filters}
          {companyFilter && (
            <CompanySelect
              label={t('requestList.company')}
              placeholder={t('requestList.allCompanies')}
              notFound={t('requestList.noCompany')}
              value={companyFilter.value}
              currentName={companyName}
              onChange={(v) => companyFilter.onChange(v ?? undefined)}
            />
          )}
        </>
      }
    >
      {children}
    </ListPage>
  );
}
