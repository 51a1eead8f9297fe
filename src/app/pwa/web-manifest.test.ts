import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_ID, NAVIGATION_DENYLIST, serviceWorkerOptions } from './service-worker-options.ts';
import { APP_ICONS, brandColours, webManifest } from './web-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const png = read(path.join('public', file));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('web app manifest', () => {
  const colours = brandColours(read('src/app/theme.css').toString('utf8'));

  it('takes its colours from the design tokens, as index.html does', () => {
    expect(colours).toEqual({ theme: '#0f766e', background: '#f6f7f9' });
    expect(read('index.html').toString('utf8')).toContain(
      `<meta name="theme-color" content="${colours.theme}" />`,
    );
  });

  it('describes a standalone app at the site root with 192, 512 and maskable icons', () => {
    const manifest = webManifest(colours);
    expect(manifest).toMatchObject({
      name: 'Halfwise',
      short_name: 'Halfwise',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colours.theme,
      background_color: colours.background,
    });
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('points at icon files of the sizes it claims', () => {
    expect(pngSize(APP_ICONS.any192)).toEqual({ width: 192, height: 192 });
    expect(pngSize(APP_ICONS.any512)).toEqual({ width: 512, height: 512 });
    expect(pngSize(APP_ICONS.maskable512)).toEqual({ width: 512, height: 512 });
    expect(pngSize(APP_ICONS.appleTouch)).toEqual({ width: 180, height: 180 });
    expect(read('index.html').toString('utf8')).toContain(`href="/${APP_ICONS.appleTouch}"`);
  });
});

describe('service worker options', () => {
  it('names the cache after the product and keeps API, auth and file paths off the app-shell fallback', () => {
    expect(CACHE_ID).toBe('Halfwise-v1');
    const denied = (pathname: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
    for (const pathname of ['/api/user', '/auth/v1/verify', '/functions/v1/api/user', '/robots.txt']) {
      expect(denied(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/', '/budget', '/future-goals', '/settings', '/reset-password']) {
      expect(denied(pathname), pathname).toBe(false);
    }
  });

  it('updates itself and never caches anything at run time', () => {
    const options = serviceWorkerOptions({ theme: '#000000', background: '#ffffff' });
    expect(options).toMatchObject({ registerType: 'autoUpdate', devOptions: { enabled: false } });
    expect(options.workbox).toMatchObject({
      cacheId: CACHE_ID,
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    });
  });
});
