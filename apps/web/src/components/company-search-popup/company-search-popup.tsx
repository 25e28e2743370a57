import type { TCompanyMapping } from '@portal/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { namedClear } from '../form/clear-icon';
import { useTranslation } from 'react-i18next';
import '../list/filters.css';
import './company-search-popup.css';
import { useCompanyMappings } from './search-company-mappings';
import { usePaginationItemRender } from '../list/pagination-items';

/** The company the popup answers: its id, name and customer code. */
export interface ChosenCompany {
  companyId: number;
  companyName: string;
  customerCode: string;
}

const PAGE_SIZE = 10;
/** The pause after the last keystroke before the list filters (typing on does not send a search per key). */
const FILTER_PAUSE_MS = 250;

/**
 * The shared company popup: a field showing the chosen customer company with "고객사 선택" (choose) and a
 * clear button; the button opens a dialog that searches customer companies by name or customer code (the customer
 * mapping: names, customer code, classification, categories, currency, billing cycle), ten a page. Keyboard: type in
 * the search box, ↓/↑ move through the rows, Enter chooses the marked row (or searches when none is marked); every
 * row also has its own choose button. `currentName` names a company chosen before (e.g. read from the URL).
 */
export function CompanySearchPopup({
  label,
  value,
  currentName,
  onChange,
  allLabel,
}: {
  label: string;
  value: number | undefined;
  currentName?: string;
  onChange: (company: ChosenCompany | null) => void;
  /** What the field reads when no company is chosen (e.g. "All customers"). */
  allLabel?: string;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenCompany | null>(null);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [active, setActive] = useState(-1);
  const searchRef = useRef<HTMLInputElement>(null);
  const itemRender = usePaginationItemRender();
  const query = useCompanyMappings({ keyword: keyword || undefined, pageNumber, pageSize: PAGE_SIZE }, open);
  const items = query.data?.items ?? [];

  useEffect(() => setActive(-1), [keyword, pageNumber]);
  // The list filters while typing, Korean too: the value changes during an IME composition ("ㅇ", "아", "알"), and a
  // short pause after the last change searches what is there, composed or not (Enter and the button search at once).
  useEffect(() => {
    const text = typed.trim();
    if (text === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(text);
      setPageNumber(1);
    }, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);
  const shownName =
    value === undefined
      ? ''
      : chosen?.companyId === value
        ? `${chosen.companyName} (${chosen.customerCode})`
        : (currentName ?? `#${value}`);

  const choose = (c: TCompanyMapping) => {
    const company = { companyId: c.companyId, companyName: c.companyName, customerCode: c.customerCode };
    setChosen(company);
    setOpen(false);
    onChange(company);
  };
  const search = (text: string) => {
    setKeyword(text.trim());
    setPageNumber(1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setActive((a) => Math.min(items.length - 1, a + 1));
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter' && active >= 0 && items[active]) {
      e.preventDefault();
      e.stopPropagation();
      choose(items[active]);
    }
  };
  const rowId = (i: number) => `${id}-row-${i}`;

  return (
    <div className="field company-popup-field">
      <label className="field-label" htmlFor={`${id}-chosen`}>
        {label}
      </label>
      <div className="company-popup-control">
        <Input
          id={`${id}-chosen`}
          className="company-popup-value"
          readOnly
          value={shownName}
          placeholder={allLabel ?? t('companyPopup.none')}
        />
        <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('companyPopup.open')}
        </Button>
        {value !== undefined && (
          <Button
            onClick={() => {
              setChosen(null);
              onChange(null);
            }}
          >
            {t('companyPopup.clear')}
          </Button>
        )}
      </div>
      <Modal
        open={open}
        title={t('companyPopup.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        destroyOnHidden
        afterOpenChange={(visible) => visible && searchRef.current?.focus()}
      >
        <div className="company-popup-search">
          <label className="field-label" htmlFor={`${id}-keyword`}>
            {t('companyPopup.keyword')}
          </label>
          <Input.Search
            id={`${id}-keyword`}
            ref={(el) => {
              searchRef.current = el?.input ?? null;
            }}
            value={typed}
            allowClear={namedClear}
            maxLength={100}
            placeholder={t('companyPopup.keywordPlaceholder')}
            enterButton={t('common:action.search')}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={search}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={`${id}-table`}
            aria-activedescendant={active >= 0 ? rowId(active) : undefined}
          />
          <p className="ws-hint company-popup-hint">{t('companyPopup.keys')}</p>
        </div>
        <div aria-busy={query.isFetching} className="company-popup-results">
          {query.isPending ? (
            <p className="company-popup-state">{t('list.loading')}</p>
          ) : query.isError && !query.data ? (
            <p className="company-popup-state" role="alert">
              {t('companyPopup.failed')}{' '}
              <Button size="small" onClick={() => void query.refetch()}>
                {t('list.retry')}
              </Button>
            </p>
          ) : items.length === 0 ? (
            <p className="company-popup-state">{t('companyPopup.empty')}</p>
          ) : (
            <table id={`${id}-table`} className="bulletin-table company-popup-table">
              <caption className="sr-only">{t('companyPopup.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('companyPopup.code')}</th>
                  <th scope="col">{t('companyPopup.name')}</th>
                  <th scope="col">{t('companyPopup.category')}</th>
                  <th scope="col">{t('companyPopup.billing')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('companyPopup.choose')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((c, i) => (
                  <tr
                    key={c.companyId}
                    id={rowId(i)}
                    className={i === active ? 'company-popup-active' : undefined}
                    aria-selected={i === active}
                    onClick={() => choose(c)}
                  >
                    <td className="company-popup-code">{c.customerCode}</td>
                    <td className="company-popup-name">
                      <span className="ws-strong">{c.companyName}</span>
                      {c.companyNameEn && c.companyNameEn !== c.companyName && (
                        <span className="ws-hint company-popup-alt" lang="en">
                          {c.companyNameEn}
                        </span>
                      )}
                    </td>
                    <td className="company-popup-category">
                      {c.classificationName} · {c.mainCategoryName} · {c.middleCategoryName}
                    </td>
                    <td className="company-popup-billing">
                      {c.currency} · {c.billingCycleName}
                    </td>
                    <td className="company-popup-choose">
                      <Button
                        size="small"
                        type={i === active ? 'primary' : 'default'}
                        aria-label={t('companyPopup.chooseName', { name: c.companyName })}
                        onClick={(e) => {
                          e.stopPropagation();
                          choose(c);
                        }}
                      >
                        {t('companyPopup.choose')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        {query.data && query.data.totalCount > PAGE_SIZE && (
          <nav className="list-pagination" aria-label={t('list.pagination')}>
            <Pagination
              size="small"
              current={pageNumber}
              pageSize={PAGE_SIZE}
              total={query.data.totalCount}
              showSizeChanger={false}
              itemRender={itemRender}
              onChange={setPageNumber}
            />
          </nav>
        )}
      </Modal>
    </div>
  );
}
