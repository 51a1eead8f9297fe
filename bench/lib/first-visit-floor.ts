import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type Plugin } from 'vite';
import { gzipSizes } from '../first-visit.ts';

const FLOOR_APP = path.resolve(import.meta.dirname, '../first-visit-floor');

/** The floor app built for production and served the way the app is, with its one read answered by the API. */
export interface FloorPreview {
  url: string;
  /** Gzip size of all its JavaScript. */
  bytes: number;
  outDir: string;
  close(): Promise<void>;
}

/**
 * The floor under the first visit: bench/first-visit-floor, the smallest app the fixed stack allows (React's DOM
 * renderer, TanStack Router, TanStack Query, zod/mini, and no app code), built for production as the app is and
 * served by `vite preview` on `port`. Its one read, GET /api/month, is answered by the real GET budget (through
 * the stack's gateway, as `user`, for `month`), its items cut to name and amount: the same server work as the
 * app's month, so the figures beside each other differ by the front end alone.
 */
export async function startFloorPreview(options: {
  port: number;
  budgetUrl: string;
  token: string;
}): Promise<FloorPreview> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'halfwise-floor-'));
  try {
    await build({
      configFile: false,
      root: FLOOR_APP,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    const bytes = gzipSizes(
      outDir,
      scripts.map((name) => `assets/${name}`),
    ).total;
    const server = await preview({
      configFile: false,
      root: FLOOR_APP,
      logLevel: 'silent',
      plugins: [monthFromApi(options.budgetUrl, options.token)],
      build: { outDir },
      preview: { host: '127.0.0.1', port: options.port, strictPort: true },
    });
    return {
      url: `http://127.0.0.1:${options.port}`,
      bytes,
      outDir,
      async close() {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

interface BudgetItems {
  incomeItems: { id: number; name: string; amount: number }[];
  expenseItems: { id: number; name: string; amount: number }[];
}

function monthFromApi(budgetUrl: string, token: string): Plugin {
  return {
    name: 'floor-month',
    configurePreviewServer(server) {
      server.middlewares.use('/api/month', (_request, response) => {
        void fetch(budgetUrl, { headers: { authorization: `Bearer ${token}` } })
          .then((answer) => answer.json() as Promise<BudgetItems>)
          .then((month) => {
            const items = [...month.incomeItems, ...month.expenseItems].map(({ id, name, amount }) => ({
              id,
              name,
              amount,
            }));
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ items }));
          })
          .catch((error: unknown) => {
            response.statusCode = 502;
            response.end(String(error));
          });
      });
    },
  };
}
