import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import '../accounts.css';
import { ACCOUNT_THEME } from './account-theme';

/** The frame of the my-page screens inside the content layout: one h1 and a white panel. */
export function MypageFrame({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <ConfigProvider theme={ACCOUNT_THEME}>
      <section className="mypage-panel" aria-labelledby="mypage-title">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <h1 id="mypage-title">{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </ConfigProvider>
  );
}
