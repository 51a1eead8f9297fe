import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const TAB_ICON = '/favicon.svg';

/**
 * Production builds only: the tab's icon (`<link rel="icon" href="/favicon.svg">`) is written into index.html as a
 * data URL of the same file. On a cold visit Chromium downloaded the file for the tab, then downloaded it again in
 * full (not from its cache) when the install banner showed the same mark with `<img src="/favicon.svg">`. Now the
 * tab needs no request and the banner's image is the file's one download.
 */
export function inlineTabIcon(): Plugin {
  let publicDir = '';
  return {
    name: 'halfwise-inline-tab-icon',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const link = `rel="icon" type="image/svg+xml" href="${TAB_ICON}"`;
      if (!html.includes(link)) throw new Error(`index.html has no <link ${link}>`);
      const svg = readFileSync(path.join(publicDir, TAB_ICON), 'utf8').trim();
      return html.replace(link, link.replace(TAB_ICON, tabIconDataUrl(svg)));
    },
  };
}

/** An SVG as a data URL: percent-encoded only where a URL or an HTML attribute needs it (shorter than base64). */
export function tabIconDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#"<>\s]/g, (character) => encodeURIComponent(character))}`;
}
