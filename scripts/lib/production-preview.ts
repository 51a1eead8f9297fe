import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ProductionPreview {
  /** Origin of the preview server, e.g. http://127.0.0.1:58175 */
  url: string;
  /** The built files (for reading sizes). */
  outDir: string;
  /** Stops the server and deletes the build. */
  close(): Promise<void>;
}

/**
 * Builds the SPA for production into a temporary folder and serves it with `vite preview` on `port`, with
 * vite.config.ts's proxy sending /api and /auth to the stack's gateway, as the dev server does. With
 * `sharedBuild`, the build goes there once and later previews serve it as it is (the caller deletes it).
 */
export async function startProductionPreview(options: {
  gatewayUrl: string;
  port: number;
  sharedBuild?: string;
}): Promise<ProductionPreview> {
  const shared = options.sharedBuild;
  const outDir = shared ?? mkdtempSync(path.join(tmpdir(), 'halfwise-dist-'));
  const removeBuild = () => {
    if (!shared) rmSync(outDir, { recursive: true, force: true });
  };
  const configFile = path.join(ROOT, 'vite.config.ts');
  const previousEnv = { GATEWAY_PORT: process.env.GATEWAY_PORT, NODE_ENV: process.env.NODE_ENV };
  process.env.GATEWAY_PORT = new URL(options.gatewayUrl).port; // read by vite.config.ts's proxy
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle and drop every
  // `import.meta.env.PROD` branch (the service worker's registration among them).
  process.env.NODE_ENV = 'production';
  try {
    if (!shared || !existsSync(path.join(outDir, 'index.html')))
      await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: options.port },
    });
    return {
      url: `http://127.0.0.1:${options.port}`,
      outDir,
      async close() {
        await server.close();
        removeBuild();
      },
    };
  } catch (error) {
    removeBuild();
    throw error;
  } finally {
    for (const [name, value] of Object.entries(previousEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
