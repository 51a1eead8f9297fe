import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { gzipSizes } from '../first-visit.ts';

const FLOOR_APP = path.resolve(import.meta.dirname, '../first-visit-floor');

/**
 * The floor under the first visit's JavaScript: bench/first-visit-floor, the smallest app the fixed stack allows
 * (React's DOM renderer, TanStack Router, TanStack Query, zod/mini, and no app code), built for production as
 * the app is. Its gzip size is what any first screen on this stack sends before its own code.
 */
export async function firstVisitFloorBytes(): Promise<number> {
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
    return gzipSizes(
      outDir,
      scripts.map((name) => `assets/${name}`),
    ).total;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
