import type { TSignOnSettings, TSignOnSettingsRequest } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { useSignOnSettings, useUpdateSignOnSettings } from '../api/sign-on-settings';
import { BreakGlassSelect } from './break-glass-select';
import '../company-sign-on.css';

/** The form's values: both protocols' fields, lists as tags, the admin group as one text. */
export interface SignOnFormValues {
  protocol: 'oidc' | 'saml';
  enabled: boolean;
  required: boolean;
  breakGlassUserId?: number | null;
  domains: string[];
  acceptProviderMfa: boolean;
  adminGroup?: string;
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  groupsClaim?: string;
  mfaAcrValues?: string[];
  metadataXml?: string;
  idpEntityId?: string;
  entryPoint?: string;
  groupsAttribute?: string;
  mfaContexts?: string[];
}

/** The stored settings as the form's values (the client secret is never shown: left empty keeps it). */
export function valuesOf(answer: TSignOnSettings | undefined): SignOnFormValues {
  const s = answer?.settings;
  const common = {
    enabled: s?.enabled ?? false,
    required: s?.required ?? false,
    breakGlassUserId: s?.breakGlassUserId ?? null,
    domains: s?.domains ?? [],
    acceptProviderMfa: s?.acceptProviderMfa ?? false,
    adminGroup: s?.groupRoles.find((g) => g.role === '03')?.group ?? '',
  };
  if (s?.protocol === 'saml') {
    return {
      ...common,
      protocol: 'saml',
      idpEntityId: s.idpEntityId,
      entryPoint: s.entryPoint,
      groupsAttribute: s.groupsAttribute,
      mfaContexts: s.mfaContexts,
    };
  }
  return {
    ...common,
    protocol: 'oidc',
    issuer: s?.issuer ?? '',
    clientId: s?.clientId ?? '',
    groupsClaim: s?.groupsClaim ?? 'groups',
    mfaAcrValues: s?.mfaAcrValues ?? [],
  };
}

/** The form's values as the PUT body. */
export function requestOf(v: SignOnFormValues): TSignOnSettingsRequest {
  const common = {
    enabled: v.enabled,
    required: v.required,
    breakGlassUserId: v.breakGlassUserId ?? null,
    domains: v.domains.map((d) => d.trim().toLowerCase()).filter(Boolean),
    acceptProviderMfa: v.acceptProviderMfa,
    groupRoles: v.adminGroup?.trim() ? [{ group: v.adminGroup.trim(), role: '03' as const }] : [],
  };
  if (v.protocol === 'saml') {
    return {
      ...common,
      protocol: 'saml',
      ...(v.metadataXml?.trim() ? { metadataXml: v.metadataXml } : {}),
      ...(v.idpEntityId ? { idpEntityId: v.idpEntityId } : {}),
      ...(v.entryPoint ? { entryPoint: v.entryPoint } : {}),
      groupsAttribute: v.groupsAttribute ?? '',
      mfaContexts: v.mfaContexts ?? [],
    };
  }
  return {
    ...common,
    protocol: 'oidc',
    issuer: v.issuer ?? '',
    clientId: v.clientId ?? '',
    ...(v.clientSecret ? { clientSecret: v.clientSecret } : {}),
    groupsClaim: v.groupsClaim || 'groups',
    mfaAcrValues: v.mfaAcrValues ?? [],
  };
}

/**
 * A company's sign-on settings (decision 088): what to register at the identity provider (the portal's addresses), the
 * protocol's fields, the e-mail domains, enabled / required with the break-glass member, the provider's multi-factor
 * claim, and the group that makes company administrators. `companyId` null: the token's company (role 03).
 */
export function SignOnSettingsPanel({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation('company-sign-on');
  return (
    <PageFrame title={t('title')} lead={<p>{t('lead')}</p>}>
      <SignOnSettingsForm companyId={companyId} />
    </PageFrame>
  );
}

/** The panel's content: the addresses to register and the form. */
export function SignOnSettingsForm({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation('company-sign-on');
  const { message } = useFeedback();
  const query = useSignOnSettings(companyId);
  const save = useUpdateSignOnSettings(companyId);
  const [form] = Form.useForm<SignOnFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const protocol = Form.useWatch('protocol', form) ?? 'oidc';

  useEffect(() => {
    if (query.data) form.setFieldsValue(valuesOf(query.data));
  }, [query.data, form]);

  const onFinish = async (values: SignOnFormValues) => {
    setFailure(null);
    try {
      await save.mutateAsync(requestOf(values));
      form.setFieldValue('clientSecret', '');
      void message.success(t('saved'));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('common:error.api'));
    }
  };

  const sp = query.data?.serviceProvider;
  const secretSet = query.data?.settings?.protocol === 'oidc' && query.data.settings.clientSecretSet;
  return (
    <>
      {query.isError && <Alert type="error" showIcon role="alert" title={t('common:error.api')} />}
      {sp && (
        <section className="sso-register" aria-labelledby="sso-register-title">
          <h2 id="sso-register-title">{t('register.title')}</h2>
          <dl>
            <dt>{t('register.callback')}</dt>
            <dd>
              <code>{sp.callbackUrl}</code>
            </dd>
            <dt>{t('register.entityId')}</dt>
            <dd>
              <code>{sp.entityId}</code>
            </dd>
          </dl>
        </section>
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name="company-sign-on"
        onFinish={onFinish}
        initialValues={valuesOf(undefined)}
        requiredMark={false}
      >
        <Form.Item name="protocol" label={t('field.protocol')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'oidc', label: 'OpenID Connect' },
              { value: 'saml', label: 'SAML 2.0' },
            ]}
          />
        </Form.Item>
        {protocol === 'oidc' ? (
          <>
            <Form.Item name="issuer" label={t('field.issuer')} rules={[{ required: true, type: 'url', message: t('rule.url') }]}>
              <Input inputMode="url" placeholder="https://login.example.com/realms/bank" />
            </Form.Item>
            <Form.Item name="clientId" label={t('field.clientId')} rules={[{ required: true, message: t('rule.required') }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="clientSecret" label={t('field.clientSecret')} extra={secretSet ? t('field.clientSecretSet') : undefined}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="groupsClaim" label={t('field.groupsClaim')}>
              <Input />
            </Form.Item>
            <Form.Item name="mfaAcrValues" label={t('field.mfaAcr')}>
              <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('field.mfaAcr')} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="metadataXml" label={t('field.metadata')} extra={t('field.metadataHelp')}>
              <Input.TextArea rows={5} spellCheck={false} />
            </Form.Item>
            <Form.Item name="idpEntityId" label={t('field.idpEntityId')}>
              <Input />
            </Form.Item>
            <Form.Item name="entryPoint" label={t('field.entryPoint')}>
              <Input inputMode="url" />
            </Form.Item>
            <Form.Item name="groupsAttribute" label={t('field.groupsAttribute')}>
              <Input />
            </Form.Item>
            <Form.Item name="mfaContexts" label={t('field.mfaContexts')}>
              <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('field.mfaContexts')} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="domains"
          label={t('field.domains')}
          extra={t('field.domainsHelp')}
          rules={[{ required: true, message: t('rule.domains') }]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('field.domains')} />
        </Form.Item>
        <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="required" label={t('field.required')} valuePropName="checked" extra={t('field.requiredHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="breakGlassUserId" label={t('field.breakGlass')} extra={t('field.breakGlassHelp')}>
          <BreakGlassSelect companyId={companyId} stored={query.data?.breakGlassMember ?? null} />
        </Form.Item>
        <Form.Item name="acceptProviderMfa" label={t('field.acceptMfa')} valuePropName="checked" extra={t('field.acceptMfaHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="adminGroup" label={t('field.adminGroup')} extra={t('field.adminGroupHelp')}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={query.isLoading}>
          {t('save')}
        </Button>
      </Form>
    </>
  );
}
