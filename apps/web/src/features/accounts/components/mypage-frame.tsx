import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import '../accounts.css';
import { ACCOUNT_THEME } from './account-theme';

/** The frame of the my-page screens: the kit's page frame (one h1, actions, window title) in the account theme. */
export function MypageFrame({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <ConfigProvider theme={ACCOUNT_THEME}>
      <PageFrame title={title} actions={actions} className="mypage-panel" titleId="mypage-title">
        {children}
      </PageFrame>
    </ConfigProvider>
  );
}
