// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of the web app bite: ESLint with the repository's own config, on fixture code
 * placed (by path) in each layer. Each forbidden import must be reported by its rule, and the
 * allowed directions must pass (decision 033).
 */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const src = 'apps/web/src';

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}
const rulesOf = async (filePath: string, code: string) => (await problems(filePath, code)).map((p) => p.rule);

describe('web layers (ESLint zones)', { timeout: 120_000 }, () => {
  it('a feature may not import another feature, the shell or the app', async () => {
    const file = `${src}/features/content/pages/fixture-page.tsx`;
    expect(await rulesOf(file, "export { MemberHomeBlocks } from '../../member-home/components/member-home-blocks';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesOf(file, "export { useShell } from '../../../lib/shell-data';\nexport { TopBar } from '../../../shell/top-bar';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesOf(file, "export { pageRegistry } from '../../../app/page-registry';\n")).toContain('import-x/no-restricted-paths');
  });

  it('every feature folder has its zone, a new one included', async () => {
    for (const area of ['accounts', 'inquiries', 'company-staff', 'member-boards', 'member-home', 'system'])
      expect(
        await rulesOf(`${src}/features/${area}/fixture.ts`, "export { PublicHome } from '../content/components/public-home';\n"),
        area,
      ).toContain('import-x/no-restricted-paths');
  });

  it('the shell may not import a feature or the app; the kit and lib import nothing above them', async () => {
    expect(await rulesOf(`${src}/shell/fixture.tsx`, "export { default } from '../features/accounts/components/member-menu';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesOf(`${src}/shell/fixture.tsx`, "export { pageRegistry } from '../app/page-registry';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesOf(`${src}/components/fixture.tsx`, "export { TopBar } from '../shell/top-bar';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesOf(`${src}/components/fixture.tsx`, "export { inquiryPages } from '../features/inquiries/pages';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesOf(`${src}/lib/fixture.ts`, "export { PageFrame } from '../components/page-frame';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets the allowed directions through: app composes, features and the shell use the kit and lib', async () => {
    expect(
      await rulesOf(
        `${src}/app/fixture.tsx`,
        "export { PublicHome } from '../features/content/components/public-home';\nexport { TopBar } from '../shell/top-bar';\n",
      ),
    ).toEqual([]);
    expect(
      await rulesOf(
        `${src}/features/inquiries/fixture.ts`,
        "export { PageFrame } from '../../components/page-frame';\nexport { api } from '../../lib/api';\n",
      ),
    ).toEqual([]);
    expect(await rulesOf(`${src}/shell/fixture.ts`, "export { SafeHtml } from '../components/safe-html';\n")).toEqual([]);
  });

  it('wants kebab-case file names', async () => {
    expect(await rulesOf(`${src}/components/MemberCard.tsx`, 'export const a = 1;\n')).toContain('portal/kebab-case-file');
    expect(await rulesOf(`${src}/components/member-card.test.tsx`, 'export const a = 1;\n')).toEqual([]);
  });

  describe('import cycles', () => {
    const dir = mkdtempSync(join(root, `${src}/lib/cycle-fixture-`));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    it('are refused', async () => {
      writeFileSync(join(dir, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
      writeFileSync(join(dir, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
      const code = "import { second } from './second';\nexport const first = () => second;\n";
      expect(await rulesOf(relative(root, join(dir, 'first.ts')), code)).toContain('import-x/no-cycle');
    });
  });
});
