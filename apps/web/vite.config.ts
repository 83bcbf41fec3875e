import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) serves the API, the embedded identity provider and
// the runtime config; in dev Vite proxies them so the browser sees a single origin.
const backend = 'http://localhost:8080';
const proxied = ['/api', '/idp', '/idp-assets', '/app-config.json'];

export default defineConfig({
  plugins: [react()],
  // 'source' makes @prisme/domain resolve to its TypeScript sources (stack notes);
  // the defaults are kept because setting `conditions` replaces them.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The shell's own libraries (react, router, MUI, oidc, zod, query) weigh ~620 kB
    // minified (~190 kB gzip, stack notes); pages are lazy chunks. Warn above that.
    chunkSizeWarningLimit: 700,
  },
});
