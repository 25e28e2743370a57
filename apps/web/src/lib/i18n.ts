import type { TLanguage } from '@portal/contract';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { resolveParticles } from '@portal/contract/korean';
import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { local } from './storage';

/**
 * One JSON file per language per area: `features/<area>/locales/{ko,en}.json`, `shell/locales/...`,
 * `components/locales/...` and `lib/locales/...` (namespace `common`). The namespace is the folder above
 * `locales`. Each file is its own chunk.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../**/locales/ko.json', '../**/locales/en.json']);

/** `ko/orders` -> the loader of features/orders/locales/ko.json. */
const loaders = new Map<string, () => Promise<{ default: Record<string, unknown> }>>();
for (const [file, load] of Object.entries(files)) {
  const m = /(?:^|\/)([^/]+)\/locales\/(ko|en)\.json$/.exec(file);
  // lib's own files come back as ./locales/xx.json: they are the `common` namespace.
  if (m) loaders.set(`${m[2]}/${m[1] === 'lib' || m[1] === '.' ? 'common' : m[1]}`, load);
}

/**
 * The namespaces every screen uses, fetched in parallel before the first render: lib's messages, the
 * shell's and the shared kit's. An area's namespace is fetched when a screen of the area first asks for it
 * (`useTranslation('<area>')` waits for it under the layouts' Suspense; decision 051), in the one language
 * shown: switching language reloads the page (spec 1, section 4), so the other language is never fetched.
 */
export const START_NAMESPACES = ['common', 'shell', 'components'];

/** i18next's backend over the chunks above. */
const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(lng, ns, callback) {
    const load = loaders.get(`${lng}/${ns}`);
    if (!load) return callback(new Error(`no translations for ${lng}/${ns}`), false);
    load().then(
      (m) => callback(null, m.default as ResourceKey),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

/** Stored choice first, else the browser language: Korean if it begins with ko, otherwise English. */
export function initialLanguage(): TLanguage {
  const stored = local.get(STORAGE_KEYS.language);
  if (stored === 'ko' || stored === 'en') return stored;
  return (navigator.language || '').toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/**
 * A label inside an English sentence: "Company name" reads "company name" ("Please enter the company
 * name."); a leading abbreviation stays as it is ("ID (e-mail)").
 */
export function inSentence(label: string): string {
  const first = label.split(/[\s(]/)[0];
  if (first.length > 1 && first === first.toUpperCase()) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Messages as a person writes them, in both languages: `{{item, inSentence}}` puts a label inside an
 * English sentence, and a Korean two-way particle (`{{item}}을(를)`) becomes the one that fits the word
 * filled in (contract korean.ts). Used by the app and by the tests of the form rules.
 */
export function withHumanMessages(instance: i18n): i18n {
  instance.use({ type: 'postProcessor', name: 'particles', process: (value: string) => resolveParticles(value) });
  return instance;
}
/** Options that go with withHumanMessages. */
export const humanMessageOptions = { postProcess: ['particles'] };
/** Registers the formatter once the instance is initialised (its services exist only then). */
export function addMessageFormatters(instance: i18n) {
  instance.services.formatter?.add('inSentence', (value: unknown) => inSentence(String(value ?? '')));
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = initialLanguage();
  await withHumanMessages(i18next.use(initReactI18next).use(chunkBackend)).init({
    ...humanMessageOptions,
    lng,
    fallbackLng: false,
    supportedLngs: ['ko', 'en'],
    load: 'currentOnly',
    ns: START_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addMessageFormatters(i18next);
  document.documentElement.lang = lng;
  local.set(STORAGE_KEYS.language, lng);
  return i18next;
}

export const currentLanguage = (): TLanguage => (i18next.language === 'en' ? 'en' : 'ko');

/** Switching language stores the choice and reloads (spec 1, section 4). */
export function switchLanguage(lang: TLanguage) {
  local.set(STORAGE_KEYS.language, lang);
  window.location.reload();
}

export { i18next };
