import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { formatPersonName, STORAGE_KEYS } from '@portal/contract';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Popover from 'antd/es/popover';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { logout, switchCompany, type SessionUser } from '../../../lib/session';
import { session } from '../../../lib/storage';
import { decodeAccessToken } from '../../../lib/tokens';
import { CompanyPicker, companyLabel } from './company-picker';
import '../accounts.css';

/** The member's name in the interface language: in English their English name when they gave one (formatPersonName). */
const nameOf = (u: SessionUser) => formatPersonName(u, currentLanguage());

/**
 * The signed-in part of the top bar (spec 1, section 2): the company selector, the my-page popover
 * (edit member info, withdraw) and logout. A member of several companies with none chosen gets the
 * selector opened by itself; a switch asks for confirmation, renews the tokens and reloads.
 */
export default function MemberMenu({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
  const { t } = useTranslation('accounts');
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [choice, setChoice] = useState<number | undefined>();
  const [switching, setSwitching] = useState(false);
  const current = decodeAccessToken()?.companyId || user.companyId || Number(session.get(STORAGE_KEYS.selectedCompany)) || 0;
  const several = user.companies.length > 1;
  const currentCompany = user.companies.find((c) => c.companyId === current);

  // With several companies and none chosen, the selector opens by itself (the top-bar instance only).
  useEffect(() => {
    if (!compact && several && !currentCompany) setChooserOpen(true);
  }, [compact, several, currentCompany]);

  const doSwitch = async (companyId: number) => {
    setSwitching(true);
    try {
      await switchCompany(companyId);
    } catch {
      setSwitching(false);
      void message.error(t('menu.switchFailed'));
    }
  };

  const askSwitch = (companyId: number) => {
    if (companyId === current) return;
    const target = user.companies.find((c) => c.companyId === companyId);
    if (!target) return;
    modal.confirm({
      title: t('menu.switchTitle'),
      content: t('menu.switchText', { company: companyLabel(target, t('company.temporary')) }),
      okText: t('menu.switchOk'),
      cancelText: t('action.cancel'),
      onOk: () => doSwitch(companyId),
    });
  };

  const onLogout = async () => {
    setSigningOut(true);
    await logout();
    window.location.assign('/home');
  };

  const companyOptions = user.companies.map((c) => ({ value: c.companyId, label: companyLabel(c, t('company.temporary')) }));

  const popover = (
    <div className="member-popover">
      <div className="member-popover-head">
        <strong>{t('menu.greeting', { name: nameOf(user) })}</strong>
        <span className="field-hint">{t('menu.signedInAs', { email: user.loginEmail })}</span>
        {currentCompany && <span className="field-hint">{companyLabel(currentCompany, t('company.temporary'))}</span>}
      </div>
      <nav aria-label={t('menu.myPage')}>
        <ul className="member-popover-links">
          <li>
            <Link to="/mypage/member-info" onClick={() => setOpen(false)}>
              {t('menu.memberInfo')}
            </Link>
          </li>
          <li>
            <Link to="/mypage/member-with-drawal" onClick={() => setOpen(false)}>
              {t('menu.withdraw')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );

  return (
    <div className={`member-menu${compact ? ' is-compact' : ''}`}>
      {several ? (
        <Select
          className="company-select"
          size="middle"
          value={currentCompany ? current : undefined}
          placeholder={t('menu.companySelect')}
          options={companyOptions}
          onChange={askSwitch}
          loading={switching}
          disabled={switching}
          suffixIcon={<SwapOutlined aria-hidden />}
          aria-label={t('menu.company')}
          popupMatchSelectWidth={false}
        />
      ) : (
        currentCompany && (
          <span className="company-name" title={t('menu.company')}>
            {companyLabel(currentCompany, t('company.temporary'))}
          </span>
        )
      )}
      <Popover content={popover} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
        <Button
          className="member-button"
          icon={<UserOutlined aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`${nameOf(user)}, ${t('menu.account')}`}
        >
          <span className="member-name">{nameOf(user)}</span>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Popover>
      <Button icon={<LogoutOutlined aria-hidden />} onClick={onLogout} loading={signingOut}>
        <span className="user-area-label">{t('menu.logout')}</span>
      </Button>
      {!compact && (
        <Modal
          open={chooserOpen}
          title={t('menu.companySelect')}
          okText={t('action.confirm')}
          cancelText={t('action.cancel')}
          okButtonProps={{ disabled: !choice, loading: switching }}
          onOk={() => choice && doSwitch(choice)}
          onCancel={() => setChooserOpen(false)}
        >
          <p id="company-chooser-lead">{t('menu.companySelectLead')}</p>
          <CompanyPicker companies={user.companies} value={choice} onChange={setChoice} labelledBy="company-chooser-lead" />
        </Modal>
      )}
    </div>
  );
}
