import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The budget: the JavaScript a first visit loads, gzip-compressed, stays under 200 KB. */
const INITIAL_JS_BUDGET = 200 * 1024;

function initialJsSize(): Plugin {
  return {
    name: 'initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk' || seen.has(name)) return;
        seen.add(name);
        chunk.imports.forEach(visit);
      };
      Object.values(bundle).forEach((item) => {
        if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
      });
      let gzip = 0;
      for (const name of seen) {
        const chunk = bundle[name];
        if (chunk.type === 'chunk') gzip += gzipSync(chunk.code, { level: 9 }).length;
      }
      const text = `initial JS: ${(gzip / 1024).toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET / 1024} KB)`;
      if (gzip > INITIAL_JS_BUDGET) this.error(text);
      process.stdout.write(`${text}\n`);
    },
  };
}

export default defineConfig({
  base: '/web/',
  plugins: [react(), initialJsSize()],
  // The workspace package @time-tracking/converters is bundled from its TypeScript source (its export
  // condition "@time-tracking/source"), so the client build does not wait for the package's own build.
  resolve: { conditions: ['@time-tracking/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
