import type { ReactNode } from 'react';
import { menuLabel, useMenuTrail } from '../lib/shell-data';
import { useDocumentTitle } from './use-document-title';
import './page-frame.css';

/** The title the breadcrumb shows for the current page: its menu's name in the reader's language. */
export function useMenuTitle(): string | undefined {
  const trail = useMenuTrail();
  const last = trail[trail.length - 1];
  return last ? menuLabel(last) : undefined;
}

/**
 * The frame of a screen inside the content layout: one h1 (the given title, else the menu name the
 * breadcrumb shows), a lead, actions, a white panel, and the window title set from the heading.
 */
export function PageFrame({
  title,
  lead,
  actions,
  children,
  className = 'ws-panel',
  titleId = 'ws-title',
}: {
  title?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  titleId?: string;
}) {
  const menuTitle = useMenuTitle();
  const heading = title ?? menuTitle ?? '';
  useDocumentTitle(heading || null);
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="ws-head">
        <h1 id={titleId} className="ws-title">
          {heading}
        </h1>
        {actions && <div className="ws-head-actions">{actions}</div>}
      </div>
      {lead && <p className="ws-lead">{lead}</p>}
      {children}
    </section>
  );
}
