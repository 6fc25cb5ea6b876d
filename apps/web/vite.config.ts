import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * files, so a deploy installs a new worker that drops the old build's assets and pages; its shell is
 * the entry's script, styles and static imports, kept at install.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      if (!entry || entry.type !== 'chunk') return;
      const shell = [entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`);
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const file = bundle[name]!;
        hash.update(name);
        if (file.type === 'asset' && name.endsWith('.html')) hash.update(typeof file.source === 'string' ? file.source : Buffer.from(file.source));
      }
      const template = readFileSync(path.resolve(import.meta.dirname, 'sw/service-worker.js'), 'utf8');
      const source = template.replace("'__VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16))).replace('__SHELL__', JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
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
        // What the entry imports statically is loaded by every page before it runs: one chunk, not a request per
        // shared module (the router's screens import pieces of it). No page loads a byte more for it. The same for
        // the small pieces home, the catalogue and the product page all load (a page's head and first data; a
        // product card), each a few hundred bytes that cost a request apiece.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                { name: 'page', test: /src[\\/]lib[\\/](initial-data|use-after-paint|use-page-meta)\.ts$|contract[\\/]src[\\/]seo\.ts$/ },
                { name: 'product-card', test: /(features[\\/]catalogue[\\/]components[\\/](product-card|stars)|features[\\/]wishlist[\\/]components[\\/]wishlist-button|components[\\/]ui[\\/]product-image)\.tsx$/ },
              ],
            },
          },
        },
      },
  // The contract is TypeScript source: compiled in. React and the libraries load from node_modules.
  ssr: { noExternal: ['@shop/contract'] },
}));
