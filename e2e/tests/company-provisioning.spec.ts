import { expect, expectAccessible, test } from './fixtures';
import { openPage } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens } from './session';

// Provisioning by SCIM (decision 089): Alpha's company administrator makes a SCIM token in the browser and sees it once;
// the journey then acts as the company's identity provider with that token (Entra's lookup and deactivation) on a member
// it made through the API: the member's next call with their access token and with their API key is refused. Then the
// page in English, and the token revoked after a confirmation. Accessibility scans of the page and the dialogs.

test.describe('company provisioning', () => {
  test('the company administrator makes a SCIM token; a deactivation with it ends the member’s access; revoke', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    // The member the identity provider will deactivate: invited, registered and enrolled through the API.
    const member = await newMember(request, `scim-${stamp}`);
    const { tokens: memberTokens } = await enrolThroughApi(request, member.email);
    const keyRes = await request.post('/apis/v1/user/api-keys', {
      data: { name: `SCIM journey ${stamp}` },
      headers: { authorization: `Bearer ${memberTokens.access_token}` },
    });
    expect(keyRes.status(), await keyRes.text()).toBe(201);
    const apiKey = ((await keyRes.json()) as { apiKey: string }).apiKey;

    // Alpha's company administrator in the demo world (박지호, decision 086).
    const tokens = await sharedTokens(request, DEMO.reporter);
    const main = page.locator('main');
    await putSession(page, tokens, DEMO.reporter.email, 'ko');
    await openPage(page, '/mypage/company-provisioning');
    await expect(main.locator('h1')).toHaveText('사용자 프로비저닝');
    await expect(main.getByText(`${baseURL}/scim/v2`)).toBeVisible();
    await expectAccessible(page, 'company provisioning page ko');

    // Make a token: the name is required, then the token is shown once with its copy button.
    const name = `여정 ${stamp}`;
    await main.getByRole('button', { name: '토큰 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: 'SCIM 토큰 만들기' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '토큰 만들기' }).click();
    await expect(dialog.getByText('토큰 이름을 입력해 주세요.')).toBeVisible();
    await dialog.getByRole('textbox', { name: '이름' }).fill(name);
    await expectAccessible(page, 'company provisioning make dialog ko');
    await dialog.getByRole('button', { name: '토큰 만들기' }).click();
    const shown = page.getByRole('dialog', { name: 'SCIM 토큰' });
    await expect(shown).toBeVisible();
    await expect(shown.getByText('지금 토큰을 복사해 주세요. 다시 보여 드리지 않습니다')).toBeVisible();
    const field = shown.getByRole('textbox', { name: `SCIM 토큰 ${name}` });
    await expect(field).toHaveValue(/^scim_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const scimToken = await field.inputValue();
    await expect(shown.getByRole('button', { name: '복사' })).toBeVisible();
    await expectAccessible(page, 'company provisioning token dialog ko');
    await shown.getByRole('button', { name: '토큰을 보관했습니다' }).click();
    await expect(shown).toBeHidden();
    await expect(main.getByText(name, { exact: true })).toBeVisible();
    await expect(main.getByText(scimToken)).toHaveCount(0);

    // The identity provider with the token: Entra's lookup by userName, then its deactivation.
    const scim = (method: string, path: string, body?: unknown) =>
      fetch(`${baseURL}/scim/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${scimToken}`, ...(body ? { 'content-type': 'application/scim+json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const found = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${member.email}"`)}`);
    expect(found.status).toBe(200);
    const list = (await found.json()) as { totalResults: number; Resources: { id: string; active: boolean }[] };
    expect(list.totalResults).toBe(1);
    expect(list.Resources[0]!.active).toBe(true);
    const off = await scim('PATCH', `/Users/${list.Resources[0]!.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { active: boolean }).active).toBe(false);
    // The member's next calls: refused with the access token and with the API key.
    const mine = await request.post('/apis/v1/user/api-keys/search', {
      data: {},
      headers: { authorization: `Bearer ${memberTokens.access_token}` },
    });
    expect(mine.status()).toBe(401);
    const byKey = await request.get('/apis/v1/reporting/me', { headers: { 'x-api-key': apiKey } });
    expect(byKey.status()).toBe(401);

    // In English: the token listed with its prefix; revoked after a confirmation; its next call is refused.
    await putSession(page, tokens, DEMO.reporter.email, 'en');
    await openPage(page, '/mypage/company-provisioning');
    await expect(main.locator('h1')).toHaveText('User provisioning');
    await expectAccessible(page, 'company provisioning page en');
    await main.getByRole('button', { name: `Revoke the token ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'company provisioning revoke dialog en');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(main.getByRole('button', { name: `Revoke the token ${name}` })).toHaveCount(0);
    expect((await scim('GET', '/ServiceProviderConfig')).status).toBe(401);
  });
});
