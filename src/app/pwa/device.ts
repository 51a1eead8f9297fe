/** What the install banner needs to know about the browser (account-and-billing §2.2). */
export interface DeviceInfo {
  ios: boolean;
  android: boolean;
  safari: boolean;
  chrome: boolean;
}

/** Which step-by-step install instructions fit; 'other' shows all of them. */
export type InstallPlatform = 'ios-safari' | 'ios-chrome' | 'android-chrome' | 'other';

/** Reads the user agent; an iPad asking for the desktop site says "Macintosh" but has a touch screen. */
export function describeDevice(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrand = /Edg|OPR|SamsungBrowser|FxiOS|Firefox/.test(userAgent);
  const chrome = /Chrome|CriOS/.test(userAgent) && !otherBrand;
  const safari = /Safari/.test(userAgent) && !/Chrome|Chromium|CriOS|Android/.test(userAgent) && !otherBrand;
  return { ios, android: /Android/.test(userAgent), safari, chrome };
}

/** Every browser on iOS adds to the home screen through its Share sheet; Chrome puts Share in the address bar. */
export function installPlatform(device: DeviceInfo): InstallPlatform {
  if (device.ios) return device.chrome ? 'ios-chrome' : 'ios-safari';
  if (device.android) return 'android-chrome';
  return 'other';
}

/** True when the app runs from the home screen (installed), where no install banner belongs. */
export function isStandalone(win: Window): boolean {
  const navigatorWithStandalone = win.navigator as Navigator & { standalone?: boolean };
  return win.matchMedia('(display-mode: standalone)').matches || navigatorWithStandalone.standalone === true;
}
