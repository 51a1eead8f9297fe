/**
 * Renders the app icons in public/ from one SVG mark (a circle split into two halves: the two paychecks of a
 * month) with Debian's Chromium. Run after changing the mark: `npx tsx scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BRAND_TEAL = '#0f766e';

interface IconSpec {
  file: string;
  size: number;
  /** Rounded corners with a transparent outside; false for full-bleed squares (maskable, Apple). */
  rounded: boolean;
  /** Radius of the split circle on the 64-unit canvas; the maskable icon keeps it well inside the safe zone. */
  markRadius: number;
}

const ICONS: readonly IconSpec[] = [
  { file: 'pwa-192x192.png', size: 192, rounded: true, markRadius: 20 },
  { file: 'pwa-512x512.png', size: 512, rounded: true, markRadius: 20 },
  { file: 'maskable-icon-512x512.png', size: 512, rounded: false, markRadius: 16 },
  { file: 'apple-touch-icon-180x180.png', size: 180, rounded: false, markRadius: 19 },
];

/** The mark on a 64-unit canvas: teal tile, white left half, light-teal right half. */
function iconSvg({ rounded, markRadius: r }: Pick<IconSpec, 'rounded' | 'markRadius'>): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND_TEAL}"/>`,
    `<path d="M32 ${32 - r}a${r} ${r} 0 1 0 0 ${2 * r}z" fill="#ffffff"/>`,
    `<path d="M32 ${32 - r}a${r} ${r} 0 0 1 0 ${2 * r}z" fill="#99f6e4"/>`,
    '</svg>',
  ].join('');
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const icon of ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      const svg = iconSvg(icon).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      );
      const png = await page.screenshot({ omitBackground: icon.rounded, type: 'png' });
      writeFileSync(path.join(PUBLIC_DIR, icon.file), png);
      console.info(`${icon.file}: ${png.length} bytes`);
    }
    writeFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), `${iconSvg({ rounded: true, markRadius: 20 })}\n`);
  } finally {
    await browser.close();
  }
}

await main();
