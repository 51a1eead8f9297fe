import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import type { DeviceInfo } from './device.ts';

/** Account-and-billing §9: the install banner appears 3 s after load. */
export const INSTALL_BANNER_DELAY_MS = 3000;

/** Where the visible banner ends in the viewport (a CSS length on the root element); toasts start below it. */
export const INSTALL_BANNER_BOTTOM_VARIABLE = '--install-banner-bottom';

/** sessionStorage: set once the visitor closes the banner, so it stays away for the session (§3 local keys). */
export const INSTALL_DISMISSED_KEY = `${PRODUCT_NAME}-installPromptDismissed`;

export function wasInstallBannerDismissed(storage: Storage): boolean {
  try {
    return storage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage blocked: show the banner; closing it still hides it for this page
  }
}

export function rememberInstallBannerDismissed(storage: Storage): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // storage blocked: the banner stays closed until the next load
  }
}

export interface InstallBannerConditions {
  delayPassed: boolean;
  dismissed: boolean;
  standalone: boolean;
  installed: boolean;
  /** Offline, the offline notice speaks instead. */
  online: boolean;
}

export function isInstallBannerVisible(conditions: InstallBannerConditions): boolean {
  const { delayPassed, dismissed, standalone, installed, online } = conditions;
  return delayPassed && online && !dismissed && !standalone && !installed;
}

let deviceLogged = false;

/** §2.2: the page logs whether the device is iOS, Safari or Chrome and whether it runs standalone; once a load. */
export function logDeviceOnce(device: DeviceInfo, standalone: boolean): void {
  if (deviceLogged) return;
  deviceLogged = true;
  console.info(
    `${PRODUCT_NAME} install prompt: iOS ${device.ios}, Safari ${device.safari}, Chrome ${device.chrome}, standalone ${standalone}`,
  );
}
