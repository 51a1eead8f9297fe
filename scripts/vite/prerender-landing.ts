import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import {
  APP_ENTRY_STYLE,
  entryChoiceScript,
  LANDING_PAGE_ID,
  type AppFiles,
} from '../../src/app/routes/entry-choice.ts';
import { PRERENDERED_LOGIN_ID, PRERENDERED_STYLE } from '../../src/app/ui/forms/prerendered-page.ts';
import { BUDGET_PATHS, earlyReadsScript } from '../../src/lib/early-reads.ts';
import { coreAlias } from './core-alias.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/**
 * Production builds only: index.html arrives with the visitor's landing page in it, complete, styled and
 * readable without a script.
 *
 * - The page is rendered once at build time with React's server renderer (`serverEntry` exports
 *   `renderLandingHtml()`; a separate server build, so its styles come with it), into `#root > #landing-page`.
 * - Its styles (with the theme) are inlined, and so is the entry's own stylesheet (install banner, offline notice):
 *   the first paint waits for no request. (Linked at the end of <body>, that stylesheet still held the paint back.)
 * - The entry script and the modules Vite preloads for it keep the browser's own priority: the page paints without
 *   them, and on a load for the app they are on the way to its first row (a low priority there is not raised by the
 *   head script's preloads of the same files: docs/frontend.md, "The entry keeps its priority").
 * - An inline script in the head (after `<meta charset>`, which must stay in the first 1024 bytes) makes the entry
 *   choice before anything paints (`entryChoiceScript`): for the app
 *   (a signed-in user at `/`, any other path, the beta gate) it hides the landing page and starts downloading
 *   `appEntry`'s chunks and stylesheets at once, and on the budget's paths those of `budgetScreenEntries` too.
 * - A second inline script (`earlyReadsScript`) starts the budget's first reads for a signed-in person, so they
 *   travel with the code instead of after it.
 */
export function prerenderLanding(options: {
  serverEntry: string;
  appEntry: string;
  /** The modules the budget's first screen imports on demand (its route, its month view). */
  budgetScreenEntries: readonly string[];
}): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'halfwise-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!config || !context.bundle) return html;
        const bundle = context.bundle;
        const page = await renderAtBuildTime(config, options.serverEntry);
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const base = config.base;
        const inlinedStyles: string[] = [];
        const inlined = html
          .replace(STYLESHEET_LINK, (link) => {
            inlinedStyles.push(stylesheetHref(link));
            return '';
          })
          .replace(
            '</head>',
            `<style>${page.css}${inlinedStyles.map((href) => assetText(bundle, href, base)).join('')}</style></head>`,
          )
          .replace(
            ROOT_ELEMENT,
            `<div id="root"><div id="${LANDING_PAGE_ID}">${page.html}</div>` +
              `<div id="${PRERENDERED_LOGIN_ID}">${page.login}</div></div>`,
          );
        const app = appFiles(bundle, [options.appEntry], base);
        const budget = appFiles(bundle, options.budgetScreenEntries, base);
        const boot = entryChoiceScript(config.env.VITE_PRODUCTION_HOST as string | undefined, {
          modules: app.modules,
          styles: app.styles.filter((href) => !inlinedStyles.includes(href)),
          firstScreen: {
            paths: BUDGET_PATHS,
            modules: budget.modules.filter((href) => !app.modules.includes(href)),
            styles: budget.styles.filter(
              (href) => !app.styles.includes(href) && !inlinedStyles.includes(href),
            ),
          },
        });
        return {
          html: inlined,
          tags: [
            { tag: 'script', children: boot, injectTo: 'head' },
            { tag: 'script', children: earlyReadsScript(), injectTo: 'head' },
            { tag: 'style', children: APP_ENTRY_STYLE + PRERENDERED_STYLE, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

function stylesheetHref(link: string): string {
  const href = /href="([^"]+)"/.exec(link)?.[1];
  if (!href) throw new Error(`A stylesheet link without href in index.html: ${link}`);
  return href;
}

/** The text of the built file at `href`. */
function assetText(bundle: OutputBundle, href: string, base: string): string {
  const asset = bundle[href.slice(base.length)];
  if (asset?.type !== 'asset') throw new Error(`${href} is not a file of the build`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/** The chunks of `entries`, the chunks they import statically (transitively) and their stylesheets. */
function appFiles(bundle: OutputBundle, entries: readonly string[], base: string): AppFiles {
  const chunks = entries.map((entry) => {
    const chunk = Object.values(bundle).find(
      // The chunk that holds the module: its own, or the group it was put in (first-screen-chunks.ts).
      (output): output is OutputChunk =>
        output.type === 'chunk' && output.moduleIds.some((moduleId) => moduleId.endsWith(entry)),
    );
    if (!chunk) throw new Error(`The build has no chunk for ${entry}`);
    return chunk;
  });
  const modules: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || modules.includes(chunk.fileName)) return;
    modules.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      visit(imported?.type === 'chunk' ? imported : undefined);
    }
  };
  chunks.forEach(visit);
  return { modules: modules.map((name) => base + name), styles: [...styles].map((name) => base + name) };
}

/** Builds `serverEntry` for Node into a temporary folder, renders the page and collects its stylesheet. */
async function renderAtBuildTime(
  config: ResolvedConfig,
  serverEntry: string,
): Promise<{ html: string; login: string; css: string }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'halfwise-prerender-'));
  try {
    await build({
      configFile: false,
      root: config.root,
      envDir: config.envDir,
      envPrefix: config.envPrefix,
      mode: config.mode,
      logLevel: 'warn',
      resolve: { alias: coreAlias },
      plugins: [react()],
      ssr: { noExternal: true },
      build: {
        ssr: serverEntry,
        outDir,
        emptyOutDir: true,
        ssrEmitAssets: true,
        cssMinify: true,
        // One file: the page's module is imported on demand in the browser, but here it must share React with the renderer.
        rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
      },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
      renderLandingHtml(): Promise<string>;
      renderLoginHtml(): Promise<string>;
    };
    const css = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('');
    return { html: await module.renderLandingHtml(), login: await module.renderLoginHtml(), css };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
