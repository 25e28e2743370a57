import type { TLayoutType } from '@portal/contract';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { Banner } from '../../shell/banner';
import { Breadcrumbs } from '../../shell/breadcrumb';
import { Footer } from '../../shell/footer';
import { Popups } from '../../shell/popups';
import { TopBar } from '../../shell/top-bar';

/** The four layouts of spec 1, section 2. */
export function LayoutFor({ layout }: { layout: TLayoutType }) {
  if (layout === 'empty') return <Outlet />;
  return (
    <Layout className={`layout layout-${layout}`}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar />
      {layout === 'content' && <Banner />}
      <Layout.Content id="main-content" className="layout-main" tabIndex={-1}>
        {layout === 'content' && <Breadcrumbs />}
        <Outlet />
      </Layout.Content>
      {layout !== 'main' && <Footer />}
      <Popups />
    </Layout>
  );
}
