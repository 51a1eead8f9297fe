import { describeDevice, installPlatform, isStandalone, type InstallPlatform } from './device.ts';
import {
  INSTALL_BANNER_DELAY_MS,
  isInstallBannerVisible,
  logDeviceOnce,
  rememberInstallBannerDismissed,
  wasInstallBannerDismissed,
} from './install-banner-rules.ts';
import {
  appWasInstalled,
  installPromptEvent,
  promptInstall,
  subscribeToInstallEvents,
} from './install-event.ts';

export interface InstallBannerState {
  visible: boolean;
  platform: InstallPlatform;
  /** The browser fired its install event: offer an Install button instead of instructions. */
  canPrompt: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
}

/** Whether there is a network, and news when that changes (the app's and the landing page's differ). */
export interface OnlineSource {
  isOnline: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}

export interface InstallBannerStore {
  /** Watches while anyone listens; the 3 s delay starts with the first listener. */
  subscribe: (onChange: () => void) => () => void;
  /** The same object until the banner's visibility or its offer changes. */
  current: () => InstallBannerState;
}

/**
 * The install banner's state (account-and-billing §2.2 and §4: hidden, visible after 3 s, then expanded or
 * dismissed), for the React banner and the landing page's banner drawn without React alike.
 */
export function createInstallBannerStore(win: Window, online: OnlineSource): InstallBannerStore {
  const device = describeDevice(win.navigator.userAgent, win.navigator.maxTouchPoints);
  const standalone = isStandalone(win);
  const platform = installPlatform(device);
  let dismissed = wasInstallBannerDismissed(win.sessionStorage);
  let delayPassed = false;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;

  const dismiss = () => {
    rememberInstallBannerDismissed(win.sessionStorage);
    dismissed = true;
    refresh();
  };
  const install = async () => {
    // Accepted: the appinstalled event hides the banner. Declined: the visitor said no for this session.
    if (!(await promptInstall())) dismiss();
  };
  const read = (): InstallBannerState => ({
    visible: isInstallBannerVisible({
      delayPassed,
      dismissed,
      standalone,
      installed: appWasInstalled(),
      online: online.isOnline(),
    }),
    platform,
    canPrompt: installPromptEvent() !== null,
    install,
    dismiss,
  });
  let state = read();

  function refresh() {
    const next = read();
    if (next.visible === state.visible && next.canPrompt === state.canPrompt) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function watch(): () => void {
    logDeviceOnce(device, standalone);
    const stopInstallEvents = subscribeToInstallEvents(refresh);
    const stopOnline = online.subscribe(refresh);
    const timer = win.setTimeout(() => {
      delayPassed = true;
      refresh();
    }, INSTALL_BANNER_DELAY_MS);
    return () => {
      stopInstallEvents();
      stopOnline();
      win.clearTimeout(timer);
    };
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      stopWatching ??= watch();
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0 || !stopWatching) return;
        stopWatching();
        stopWatching = null;
      };
    },
    current: () => state,
  };
}
