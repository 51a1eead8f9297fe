import type { ManifestOptions } from 'vite-plugin-pwa';
// By path, not `@halfwise/core/`: vite.config.ts imports this file, and Vite bundles its config without aliases.
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/core/product.ts';

/** Icon files in public/, rendered by scripts/make-icons.ts. */
export const APP_ICONS = {
  any192: 'pwa-192x192.png',
  any512: 'pwa-512x512.png',
  maskable512: 'maskable-icon-512x512.png',
  appleTouch: 'apple-touch-icon-180x180.png',
} as const;

export interface BrandColours {
  theme: string;
  background: string;
}

/** The light scheme's brand teal and page background, read from the design-token file's first `:root` block. */
export function brandColours(themeCss: string): BrandColours {
  const rootBlock = /:root\s*{([^}]*)}/.exec(themeCss)?.[1] ?? '';
  const token = (name: string): string => {
    const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(rootBlock)?.[1];
    if (!value) throw new Error(`theme.css has no hex ${name} in :root`);
    return value;
  };
  return { theme: token('--color-primary'), background: token('--color-bg') };
}

/** The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest). */
export function webManifest(colours: BrandColours): Partial<ManifestOptions> {
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description:
      'Paycheck-split monthly budgeting: give every paycheck a plan for bills, spending money and savings.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colours.theme,
    background_color: colours.background,
    categories: ['finance', 'productivity'],
    icons: [
      { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
