// The demo OIDC provider's client and people (decision 088): read by the seed and by the provider (demo-idp/oidc.ts).

/** The demo OIDC provider's client, as the seed configures Gamma Data Vendors' sign-on (docs/demo.md). */
export const DEMO_OIDC_CLIENT = { clientId: 'portal-demo', clientSecret: 'demo-oidc-secret-not-for-production' } as const;
export const DEMO_OIDC_PATH = '/demo-idp/oidc';

/**
 * The demo provider's people: two of Gamma Data Vendors the portal knows, and one it does not (signed on just in time,
 * then awaiting approval). Any password is accepted by the development login page of oidc-provider.
 */
export const DEMO_OIDC_ACCOUNTS: Record<string, { email: string; name: string; groups: string[] }> = {
  'ops@gamma-data.example': { email: 'ops@gamma-data.example', name: 'Oliver Smith', groups: ['portal-users'] },
  'locked@gamma-data.example': { email: 'locked@gamma-data.example', name: 'Locked Account', groups: ['portal-users'] },
  'new.analyst@gamma-data.example': { email: 'new.analyst@gamma-data.example', name: 'New Analyst', groups: ['portal-users'] },
};
