// Benchmark 2: first-load JavaScript of /home (gzipped) against a blank Vite React page built the same
// way, and the largest lazily loaded page chunk.
//
// The portal's web app is built with its own vite.config.ts into a temporary directory with the build
// manifest turned on (the manifest changes no chunk; apps/web/dist and the config are left alone). "First
// load" is every script index.html loads up front (module scripts and modulepreloads, plus the entry's
// static imports) and the lazy chunk of the home page with the chunks it imports that are not loaded yet.
// The blank page is React 19 rendering one heading, built by the same vite and @vitejs/plugin-react of the
// workspace (no download).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { figure, fmt, heading, kib, ROOT } from './lib/report.mjs';

const WEB = path.join(ROOT, 'apps/web');
const AIM_RATIO = 3.5;

const gz = (file) => gzipSync(readFileSync(file)).length;

/** Scripts index.html loads before anything runs: module scripts and modulepreloads. */
function upfrontScripts(html) {
  const found = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0]);
    if (href) found.add(href[1]);
  }
  return [...found].filter((s) => s.endsWith('.js')).map((s) => s.replace(/^\//, ''));
}

/** The chunk files a manifest entry needs statically (itself included), transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** Source file (relative to apps/web) of the lazily loaded page registered for a pageUri. */
function pageSource(pageUri) {
  const features = path.join(WEB, 'src/features');
  const pattern = new RegExp(`['"]${pageUri.replace(/[/]/g, '\\/')}['"]\\s*:\\s*(?:\\(\\)\\s*=>\\s*)?import\\(\\s*['"]([^'"]+)['"]`);
  // Each feature lists its pages in its pages.ts; pages that compose several areas (the home page) are the app's.
  const files = [
    ...readdirSync(features).flatMap((feature) => ['pages.ts', 'pages.tsx'].map((name) => path.join(features, feature, name))),
    path.join(WEB, 'src/app/page-registry.ts'),
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const m = pattern.exec(readFileSync(file, 'utf8'));
    if (m)
      return path
        .relative(WEB, path.resolve(path.dirname(file), m[1]))
        .split(path.sep)
        .join('/');
  }
  return undefined;
}

/** The manifest key of a source file named without its extension. */
function manifestKey(manifest, source) {
  return Object.keys(manifest).find((k) => k === source || k.replace(/\.[cm]?[jt]sx?$/, '') === source.replace(/\.[cm]?[jt]sx?$/, ''));
}

/** The Korean translations of a namespace, as a manifest key: `common` is lib's, the rest the folder's name. */
function localeSource(ns) {
  const dirs = ['src/lib', 'src/shell', 'src/components', ...readdirSync(path.join(WEB, 'src/features')).map((f) => `src/features/${f}`)];
  const dir = ns === 'common' ? 'src/lib' : dirs.find((d) => path.basename(d) === ns);
  return dir && `${dir}/locales/ko.json`;
}

/** The namespaces fetched at start-up and those the given source modules of the web app ask for. */
function firstLoadNamespaces(moduleIds) {
  const i18n = readFileSync(path.join(WEB, 'src/lib/i18n.ts'), 'utf8');
  const start = /START_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(i18n);
  if (!start) throw new Error('apps/web/src/lib/i18n.ts declares no START_NAMESPACES');
  const names = new Set([...start[1].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]));
  for (const id of moduleIds) {
    if (!id.startsWith(path.join(WEB, 'src')) || !/\.[jt]sx?$/.test(id)) continue;
    // The code without its comments (which may name a call as an example).
    const source = readFileSync(id, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    // useTranslation('ns'), useTranslation(['a', 'b']) or useTranslation(NAMESPACES) with a constant array in the module.
    for (const m of source.matchAll(/useTranslation\(\s*([^)]*)\)/g)) {
      let arg = m[1].trim();
      if (/^[A-Z_]+$/.test(arg)) arg = new RegExp(`${arg}\\s*=\\s*(\\[[^\\]]*\\])`).exec(source)?.[1] ?? '';
      const found = [...arg.matchAll(/['"]([^'"]+)['"]/g)].map((n) => n[1]);
      if (arg && !found.length) throw new Error(`cannot read the namespaces of useTranslation(${m[1]}) in ${id}`);
      for (const ns of found.length ? found : ['common']) names.add(ns);
    }
    for (const m of source.matchAll(/\bt\(\s*['"]([a-z-]+):/g)) names.add(m[1]);
  }
  if (process.env.BENCH_DEBUG) console.info(`  (namespaces: ${[...names].sort().join(', ')})`);
  return [...names].sort();
}

async function viteBuild(config) {
  await build({ logLevel: 'warn', mode: 'production', ...config });
}

function analyse(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = new Set(upfrontScripts(html));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (entryKey) for (const f of staticClosure(manifest, entryKey)) initial.add(f);
  return { manifest, initial, entryKey };
}

const sum = (files, outDir) => [...files].reduce((n, f) => n + gz(path.join(outDir, f)), 0);

export async function benchBundle() {
  heading('First-load JavaScript of /home (gzipped)');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-bundle-'));
  try {
    // The blank page: one heading rendered by React, same vite, same plugin, same build settings.
    const blankRoot = path.join(tmp, 'blank');
    mkdirSync(path.join(blankRoot, 'src'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(blankRoot, 'node_modules'), 'dir');
    writeFileSync(
      path.join(blankRoot, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>Blank</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.jsx"></script>\n  </body>\n</html>\n',
    );
    writeFileSync(
      path.join(blankRoot, 'src/main.jsx'),
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\nfunction App() {\n  return <h1>Blank page</h1>;\n}\n\ncreateRoot(document.getElementById('root')).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n",
    );
    const blankOut = path.join(tmp, 'blank-dist');
    await viteBuild({
      root: blankRoot,
      configFile: false,
      plugins: [react()],
      build: { outDir: blankOut, emptyOutDir: true, manifest: true, assetsDir: 'assets', sourcemap: false },
    });
    const blank = analyse(blankOut);
    const blankBytes = sum(blank.initial, blankOut);
    figure({
      bench: 'bundle',
      name: 'blank Vite React page, first-load JS',
      value: blankBytes / 1024,
      unit: 'KiB gz',
      display: kib(blankBytes) + ' gz',
    });

    // The portal, built by its own configuration.
    const portalOut = path.join(tmp, 'portal');
    // Which source modules each chunk holds (to read the translation namespaces the first load asks for).
    const portalModules = new Map();
    await viteBuild({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      build: { outDir: portalOut, emptyOutDir: true, manifest: true },
      plugins: [
        {
          name: 'bench-chunk-modules',
          generateBundle(_, bundle) {
            for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') portalModules.set(file, chunk.moduleIds);
          },
        },
      ],
    });
    const portal = analyse(portalOut);
    const homeSource = pageSource('/home');
    if (!homeSource)
      throw new Error("no lazily loaded page is registered for '/home' in apps/web/src/features/*/pages.ts or app/page-registry.ts");
    const homeKey = manifestKey(portal.manifest, homeSource);
    if (!homeKey) throw new Error(`the home page ${homeSource} has no chunk in the build manifest`);
    const homeFiles = [...staticClosure(portal.manifest, homeKey)].filter((f) => !portal.initial.has(f));
    // Start-up also fetches translations in the page's language, one chunk per namespace: the namespaces
    // fetched before the first render (START_NAMESPACES of lib/i18n.ts) and those the first-load code asks
    // for (useTranslation('<ns>'), t('<ns>:...')). The Korean ones (the larger language) count as first load.
    const firstLoadModules = [...portal.initial, ...homeFiles].flatMap((f) => portalModules.get(f) ?? []);
    for (const ns of firstLoadNamespaces(firstLoadModules)) {
      const key = Object.keys(portal.manifest).find((k) => k === localeSource(ns));
      if (!key) throw new Error(`the namespace '${ns}' asked for by the first load has no Korean chunk (${localeSource(ns)})`);
      for (const f of staticClosure(portal.manifest, key)) if (!portal.initial.has(f) && !homeFiles.includes(f)) homeFiles.push(f);
    }
    const initialBytes = sum(portal.initial, portalOut);
    const homeBytes = sum(homeFiles, portalOut);
    const firstLoad = initialBytes + homeBytes;
    const biggest = [...portal.initial, ...homeFiles]
      .map((f) => ({ f, b: gz(path.join(portalOut, f)) }))
      .sort((a, b) => b.b - a.b)
      .slice(0, 4);
    console.info(`  (largest first-load scripts: ${biggest.map(({ f, b }) => `${path.basename(f)} ${kib(b)}`).join(', ')})`);

    const ratio = firstLoad / blankBytes;
    figure({
      bench: 'bundle',
      name: '/home first-load JS',
      value: firstLoad / 1024,
      unit: 'KiB gz',
      display: kib(firstLoad) + ' gz',
      note: `${portal.initial.size} up-front script(s) ${kib(initialBytes)} + home and Korean translation chunk(s) ${kib(homeBytes)}`,
    });
    figure({
      bench: 'bundle',
      name: '/home first-load JS vs blank page',
      value: ratio,
      unit: 'x',
      display: `${fmt(ratio, 2)}x`,
      aim: `<= ${AIM_RATIO}x`,
      ok: ratio <= AIM_RATIO,
    });

    // Lazily loaded page chunks: the dynamic entries whose source is a feature's page.
    const pages = Object.entries(portal.manifest)
      .filter(([k, v]) => v.isDynamicEntry && k.startsWith('src/features/'))
      .map(([k, v]) => ({
        source: k,
        bytes: gz(path.join(portalOut, v.file)),
        withDeps: sum(
          [...staticClosure(portal.manifest, k)].filter((f) => !portal.initial.has(f)),
          portalOut,
        ),
      }))
      .sort((a, b) => b.bytes - a.bytes);
    if (pages.length) {
      const top = pages[0];
      figure({
        bench: 'bundle',
        name: 'largest lazy page chunk',
        value: top.bytes / 1024,
        unit: 'KiB gz',
        display: kib(top.bytes) + ' gz',
        note: `${top.source}; ${kib(top.withDeps)} with the chunks it loads beyond the entry; ${pages.length} lazy page chunks`,
      });
    } else {
      figure({
        bench: 'bundle',
        name: 'largest lazy page chunk',
        value: NaN,
        unit: 'KiB gz',
        display: 'none (no lazily loaded page chunk)',
      });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchBundle().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
