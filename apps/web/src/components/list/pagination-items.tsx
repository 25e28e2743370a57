import type { PaginationProps } from 'antd/es/pagination';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names for Ant Design's pagination arrows (HTML_CodeSniffer H91): the previous and next buttons and the
 * jumps of five pages carry only an icon, so each gets its name ("이전 페이지", "Next page"). Pass it to every
 * Pagination as `itemRender`.
 */
export function usePaginationItemRender(): NonNullable<PaginationProps['itemRender']> {
  const { t } = useTranslation('components');
  return (_page, type, original) => {
    const name =
      type === 'prev'
        ? t('list.prevPage')
        : type === 'next'
          ? t('list.nextPage')
          : type === 'jump-prev'
            ? t('list.prevPages')
            : type === 'jump-next'
              ? t('list.nextPages')
              : null;
    if (!name || !isValidElement(original)) return original;
    const element = original as ReactElement<{ children?: ReactNode }>;
    // A text of its own (hidden), not only aria-label: a link's name is its content (WCAG 2 H91 on the jumps' links).
    return cloneElement(
      element,
      { title: name } as Record<string, unknown>,
      element.props.children,
      <span key="name" className="sr-only">
        {name}
      </span>,
    );
  };
}
