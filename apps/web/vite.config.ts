import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Writes .br and .gz beside each text file of the build (bundle and public/ alike, e.g. the
 * product illustrations), so the server sends them as they are.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      }
    },
  };
}

/**
 * Writes /sw.js from sw/service-worker.js (decision 162): its version is a hash of this build's
 * files, so a deploy installs a new worker that drops the old build's assets and pages. It keeps
 * nothing at install (decision 075): the assets it keeps are those pages ask for through it.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const file = bundle[name]!;
        hash.update(name);
        if (file.type === 'asset' && name.endsWith('.html')) hash.update(typeof file.source === 'string' ? file.source : Buffer.from(file.source));
      }
      const template = readFileSync(path.resolve(import.meta.dirname, 'sw/service-worker.js'), 'utf8');
      const source = template.replace("'__VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * Small modules every server-rendered first screen runs, kept with the app (decision 174): a page's head and
 * first-data helpers, how a picture loads, money on the wire, the key of home's bestsellers. Grouped with a later
 * chunk (whose code imports them too), they would make that whole chunk part of the first paint.
 */
const FIRST_SCREEN_HELPERS = /src[\\/]lib[\\/](initial-data|use-after-paint|use-page-meta)\.ts$|src[\\/]components[\\/]ui[\\/]picture\.tsx$|contract[\\/]src[\\/](seo|money)\.ts$|features[\\/]catalogue[\\/]lib[\\/]home-data\.ts$/;
/**
 * The page's first script (after-first-screen.ts and the pictures' watcher it imports, decisions 077 and 175): a build
 * entry of its own that no group may take, or it would import the chunk that took it (React and the app) before the
 * first paint. The app's entry imports it too (with `import()`), which puts it in reach of the groups below.
 */
const FIRST_SCRIPT = /src[\\/](after-first-screen|lib[\\/]near-screen)\.ts$/;
/** TanStack Query: never in the entry, even where an entry module imports it for a hook the entry does not use (decision 020). */
const TANSTACK = /node_modules[\\/]@tanstack[\\/]/;
const initialModules = new WeakMap<Rolldown.ChunkingContext, { entry: Set<string>; app: Set<string> }>();
/** The app the entry imports (`main.tsx`), evaluated in a task of its own after React (decision 174). */
const BROWSER_APP = /src[\\/]app[\\/]browser-app\.tsx$/;
/**
 * What runs before any page's first paint (Rolldown's `$initial` tag, which a group cannot combine with another
 * test), in two parts: the build's entries and every module they import statically (React), then the app
 * the entry imports and every module that imports statically. The entry is found by climbing the importers of
 * the first module asked about; computed once per build (one context each).
 */
function firstPaint(ctx: Rolldown.ChunkingContext, id: string): { entry: Set<string>; app: Set<string> } {
  const known = initialModules.get(ctx);
  if (known) return known;
  const entries: string[] = [];
  const climbed = new Set<string>();
  const climb = (m: string) => {
    if (climbed.has(m)) return;
    climbed.add(m);
    const info = ctx.getModuleInfo(m);
    if (info?.isEntry) entries.push(m);
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) climb(importer);
  };
  climb(id);
  const closure = (roots: string[], skip = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (m: string) => {
      if (seen.has(m) || skip.has(m)) return;
      seen.add(m);
      for (const dep of ctx.getModuleInfo(m)?.importedIds ?? []) visit(dep);
    };
    roots.forEach(visit);
    return seen;
  };
  const entry = closure(entries);
  const apps = [...entry].flatMap((m) => ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? []).filter((m) => BROWSER_APP.test(m));
  const parts = { entry, app: closure(apps, entry) };
  initialModules.set(ctx, parts);
  return parts;
}

// The same variables (and defaults, and .env) as the server's config, so one environment drives both.
const rootEnv = path.resolve(import.meta.dirname, '../../.env');
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);
const STORE_SLUG = process.env.STORE_SLUG || 'loja';
const ANON_KEY = process.env.ANON_KEY || 'dev-anon-key-cabelo-maputo-0001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker(), precompress()])],
  define: {
    __STORE_SLUG__: JSON.stringify(STORE_SLUG),
    __ANON_KEY__: JSON.stringify(ANON_KEY),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/admin-api', '/media', '/functions', '/files', '/dev', '/services/catalogo.pdf', '/newsletter/'].map((p) => [p, 'http://localhost:3000']),
    ),
  },
  // The manifest lets the server preload a page's own chunks with its HTML (decision 020).
  // `--ssr` builds the server's renderer (src/entry-server.tsx) into dist/.ssr, which is never served
  // (dot directory) and sits beside the build it renders for (decision 071).
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/.ssr', emptyOutDir: false, sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        cssCodeSplit: true,
        sourcemap: false,
        manifest: true,
        // Fewer, larger chunks where a page would otherwise pay a request per small module (issue 14):
        // - index: the entry and what it imports statically: React and react-dom (every page runs it first).
        // - app: the app the entry imports (app/browser-app.tsx) and what it imports statically, with the small
        //   helpers every server-rendered first screen runs: evaluated in a task of its own (decision 174).
        // - shared: TanStack Query, the layout's parts taken over after the screen (the header's cart and account
        //   menu, the footer and its newsletter form) and the UI kit's fields and dialog: loaded with the first
        //   screen that fetches or has a form, or after home's first paint.
        // - after-load: what main.tsx loads after `load` (offline use, decision 162), the consent banner and the
        //   mobile menu's panel (so a tap after `load` finds it loaded).
        // - products: what the catalogue, the product page and home's bestsellers share (card, grid,
        //   breadcrumb, rules); posts: the blog's cards (the blog, home's latest posts).
        // A group takes the modules its members import, unless a group before it took them.
        rolldownOptions: {
          // after-first-screen: a second entry that imports nothing, the script a server-rendered page asks for
          // before its first screen is painted; it asks for the app's entry after that paint (decision 077).
          input: { index: path.resolve(import.meta.dirname, 'index.html'), 'after-first-screen': path.resolve(import.meta.dirname, 'src/after-first-screen.ts') },
          output: {
            codeSplitting: {
              groups: [
                { name: (id, ctx) => (!TANSTACK.test(id) && !FIRST_SCRIPT.test(id) && firstPaint(ctx, id).entry.has(id) ? 'index' : null), priority: 50 },
                {
                  name: (id, ctx) => (!TANSTACK.test(id) && !FIRST_SCRIPT.test(id) && (firstPaint(ctx, id).app.has(id) || FIRST_SCREEN_HELPERS.test(id)) ? 'app' : null),
                  priority: 45,
                },
                {
                  name: 'shared',
                  priority: 40,
                  test: /node_modules[\\/]@tanstack[\\/]|src[\\/]app[\\/]query-(provider|client)\.tsx?$|features[\\/]cart[\\/]components[\\/]cart-button\.tsx$|app[\\/]layout[\\/](footer|account-menu)\.tsx$|components[\\/]ui[\\/](field|dialog)\.tsx$|src[\\/]lib[\\/]form-errors\.ts$/,
                },
                { name: 'after-load', priority: 30, test: /src[\\/]app[\\/](offline\.ts|layout[\\/](consent-banner|mobile-menu-panel)\.tsx)$/ },
                {
                  name: 'products',
                  priority: 20,
                  test: /(features[\\/]catalogue[\\/]components[\\/](product-card|stars|product-grid|bestseller-carousel|breadcrumb)|features[\\/]wishlist[\\/]components[\\/]wishlist-button|components[\\/]ui[\\/]product-image)\.tsx$|contract[\\/]src[\\/]catalogue-rules\.ts$|src[\\/]lib[\\/]fold-text\.ts$/,
                },
                { name: 'posts', priority: 10, test: /features[\\/]content[\\/]components[\\/](latest-posts|post-card|post-image)\.tsx$/ },
              ],
            },
          },
        },
      },
  // The contract is TypeScript source: compiled in. React and the libraries load from node_modules.
  ssr: { noExternal: ['@shop/contract'] },
}));
