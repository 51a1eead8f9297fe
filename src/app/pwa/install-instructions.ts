import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import type { InstallPlatform } from './device.ts';

const LAST_STEP_RESULT = `${PRODUCT_NAME} now opens from your home screen.`;

export interface InstallInstructions {
  platform: Exclude<InstallPlatform, 'other'>;
  title: string;
  steps: readonly string[];
}

/** Step-by-step home-screen instructions where the browser has no install event (account-and-billing §2.2). */
export const INSTALL_INSTRUCTIONS: readonly InstallInstructions[] = [
  {
    platform: 'ios-safari',
    title: 'iPhone or iPad, Safari',
    steps: [
      'Tap the Share button (the square with an arrow pointing up) in the toolbar.',
      'Scroll down and tap “Add to Home Screen”.',
      `Tap “Add”. ${LAST_STEP_RESULT}`,
    ],
  },
  {
    platform: 'ios-chrome',
    title: 'iPhone or iPad, Chrome',
    steps: [
      'Tap the Share icon in the address bar, at the top right.',
      'Tap “Add to Home Screen”.',
      `Tap “Add”. ${LAST_STEP_RESULT}`,
    ],
  },
  {
    platform: 'android-chrome',
    title: 'Android, Chrome',
    steps: [
      'Tap the ⋮ menu at the top right of Chrome.',
      'Tap “Install app” (or “Add to Home screen”).',
      `Tap “Install”. ${LAST_STEP_RESULT}`,
    ],
  },
];

/** The instructions for this browser, or all of them when we cannot tell (a desktop browser, say). */
export function instructionsFor(platform: InstallPlatform): readonly InstallInstructions[] {
  if (platform === 'other') return INSTALL_INSTRUCTIONS;
  return INSTALL_INSTRUCTIONS.filter((entry) => entry.platform === platform);
}
