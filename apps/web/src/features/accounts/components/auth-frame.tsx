import Card from 'antd/es/card';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import '../accounts.css';
import { ACCOUNT_THEME } from './account-theme';

/**
 * The frame of every sign-in, join and notice page: one h1, an optional lead paragraph, the content,
 * and the document title set from the heading.
 */
export function AuthFrame({
  title,
  lead,
  wide = false,
  icon,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <ConfigProvider theme={ACCOUNT_THEME}>
      <section className={`auth-frame${wide ? ' is-wide' : ''}`} aria-labelledby="auth-frame-title">
        <Card className="auth-card" variant="borderless">
          {icon && (
            <div className="auth-icon" aria-hidden>
              {icon}
            </div>
          )}
          <h1 id="auth-frame-title" className="auth-title">
            {title}
          </h1>
          {lead && <div className="auth-lead">{lead}</div>}
          {children}
        </Card>
      </section>
    </ConfigProvider>
  );
}
