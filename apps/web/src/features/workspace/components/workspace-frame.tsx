import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../content/components/use-document-title';
import '../workspace.css';

/** The frame of a workspace screen inside the content layout: one h1, a lead, actions and a white panel. */
export function WorkspaceFrame({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="ws-panel" aria-labelledby="ws-title">
      <div className="ws-head">
        <h1 id="ws-title" className="ws-title">
          {title}
        </h1>
        {actions && <div className="ws-head-actions">{actions}</div>}
      </div>
      {lead && <p className="ws-lead">{lead}</p>}
      {children}
    </section>
  );
}
