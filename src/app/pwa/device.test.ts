import { describe, expect, it } from 'vitest';
import { describeDevice, installPlatform } from './device.ts';
import { instructionsFor } from './install-instructions.ts';

const USER_AGENTS = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadDesktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
};

describe('describeDevice', () => {
  it('tells iOS Safari from iOS Chrome', () => {
    expect(describeDevice(USER_AGENTS.iPhoneSafari)).toEqual({
      ios: true,
      android: false,
      safari: true,
      chrome: false,
    });
    expect(describeDevice(USER_AGENTS.iPhoneChrome)).toEqual({
      ios: true,
      android: false,
      safari: false,
      chrome: true,
    });
  });

  it('counts an iPad asking for the desktop site as iOS only when it has a touch screen', () => {
    expect(describeDevice(USER_AGENTS.iPadDesktopSafari, 5).ios).toBe(true);
    expect(describeDevice(USER_AGENTS.iPadDesktopSafari, 0).ios).toBe(false);
  });

  it('sees Chrome on Android and on the desktop, and not in Edge', () => {
    expect(describeDevice(USER_AGENTS.androidChrome)).toEqual({
      ios: false,
      android: true,
      safari: false,
      chrome: true,
    });
    expect(describeDevice(USER_AGENTS.desktopChrome).chrome).toBe(true);
    expect(describeDevice(USER_AGENTS.desktopEdge)).toMatchObject({ chrome: false, safari: false });
  });
});

describe('install instructions', () => {
  it('shows only the steps for a known phone browser', () => {
    const platformOf = (userAgent: string) => installPlatform(describeDevice(userAgent));
    expect(instructionsFor(platformOf(USER_AGENTS.iPhoneSafari)).map((set) => set.platform)).toEqual([
      'ios-safari',
    ]);
    expect(instructionsFor(platformOf(USER_AGENTS.iPhoneChrome)).map((set) => set.platform)).toEqual([
      'ios-chrome',
    ]);
    expect(instructionsFor(platformOf(USER_AGENTS.androidChrome)).map((set) => set.platform)).toEqual([
      'android-chrome',
    ]);
  });

  it('shows all three sets on a browser it cannot place', () => {
    expect(
      instructionsFor(installPlatform(describeDevice(USER_AGENTS.desktopEdge))).map((set) => set.platform),
    ).toEqual(['ios-safari', 'ios-chrome', 'android-chrome']);
  });

  it('names the menu entries each browser really has', () => {
    const steps = (platform: 'ios-safari' | 'ios-chrome' | 'android-chrome') =>
      instructionsFor(platform)[0]?.steps.join(' ');
    expect(steps('ios-safari')).toMatch(/Share.*Add to Home Screen/);
    expect(steps('ios-chrome')).toMatch(/Share icon in the address bar.*Add to Home Screen/);
    expect(steps('android-chrome')).toMatch(/⋮ menu.*Install app.*Add to Home screen/);
  });
});
