import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { coreAlias } from './scripts/vite/core-alias.ts';
import { firstScreenChunks } from './scripts/vite/first-screen-chunks.ts';
import { inlineTabIcon } from './scripts/vite/inline-tab-icon.ts';
import { prerenderLanding } from './scripts/vite/prerender-landing.ts';
import { serviceWorkerOptions } from './src/app/pwa/service-worker-options.ts';
import { brandColours } from './src/app/pwa/web-manifest.ts';
import { DEV_PROXY_HEADER, PROXY_IDLE_CLOSE_MS } from './supabase/local/dev-proxy.ts';
import { refuseOversizedBodies, sendReadBodies } from './supabase/local/oversized-bodies.ts';

// Resolved from this file, not the CWD: the local stack starts Vite with `createServer({ configFile })`.
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const gatewayUrl = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}`;
// The proxy appends the address each request came from to X-Forwarded-For (xfwd) and proves to the local
// gateway, with the secret the stack made for this start, that it did; so the functions and Auth see each
// browser's own address, not the dev server's (supabase/local/gateway.ts).
// Its connections to the gateway are kept open between requests: without an agent of its own the proxy opened a
// new one for each request (npm run bench:load, docs/local-stack.md). An idle one is closed before the gateway
// would close it (dev-proxy.ts).
const toGateway = {
  target: gatewayUrl,
  agent: new http.Agent({ keepAlive: true, timeout: PROXY_IDLE_CLOSE_MS }),
  xfwd: true,
  configure: sendReadBodies,
  headers: process.env.LOCAL_DEV_PROXY_SECRET
    ? { [DEV_PROXY_HEADER]: process.env.LOCAL_DEV_PROXY_SECRET }
    : {},
};
const budgetScreenEntries = [
  'src/features/budget/index.ts',
  'src/features/budget/components/BudgetScreen.tsx',
];
const colours = brandColours(readFileSync(new URL('./src/app/theme.css', import.meta.url), 'utf8'));

export default defineConfig({
  root: projectRoot,
  envDir: projectRoot,
  envPrefix: 'VITE_',
  resolve: { alias: coreAlias },
  plugins: [
    react(),
    VitePWA(serviceWorkerOptions(colours)),
    prerenderLanding({
      serverEntry: 'src/landing-prerender.tsx',
      appEntry: 'src/app-main.tsx',
      budgetScreenEntries,
    }),
    inlineTabIcon(),
    refuseOversizedBodies(),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    // Only the SPA's sources matter to the dev server; the local stack's data, logs and the server code
    // change constantly and must not cost a file-watch event each.
    watch: {
      ignored: [
        '**/.local/**',
        '**/supabase/**',
        '**/tests/**',
        '**/e2e/**',
        '**/bench/**',
        '**/screenshots/**',
      ],
    },
    proxy: {
      // The api function sees paths starting /api, exactly as behind Supabase's edge runtime.
      '/api/': { ...toGateway, rewrite: (path) => `/functions/v1${path}` },
      '/auth/v1/': toGateway,
    },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: firstScreenChunks({
          root: projectRoot,
          entry: 'src/main.tsx',
          appEntry: 'src/app-main.tsx',
          screenEntries: budgetScreenEntries,
        }),
      },
    },
  },
  preview: { host: '127.0.0.1', strictPort: true },
});
