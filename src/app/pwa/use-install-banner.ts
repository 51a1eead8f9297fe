import { useEffect, useState, useSyncExternalStore } from 'react';
import { describeDevice, installPlatform, isStandalone, type InstallPlatform } from './device.ts';
import {
  appWasInstalled,
  installPromptEvent,
  promptInstall,
  subscribeToInstallEvents,
} from './install-event.ts';
import {
  INSTALL_BANNER_DELAY_MS,
  isInstallBannerVisible,
  logDeviceOnce,
  rememberInstallBannerDismissed,
  wasInstallBannerDismissed,
} from './install-banner-rules.ts';
import { useOnlineStatus } from './use-online-status.ts';

export interface InstallBannerState {
  visible: boolean;
  platform: InstallPlatform;
  /** The browser fired its install event: offer an Install button instead of instructions. */
  canPrompt: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
}

/** Account-and-billing §2.2 and §4: hidden, visible after 3 s, then expanded or dismissed. */
export function useInstallBanner(): InstallBannerState {
  const [device] = useState(() => describeDevice(navigator.userAgent, navigator.maxTouchPoints));
  const [standalone] = useState(() => isStandalone(window));
  const [dismissed, setDismissed] = useState(() => wasInstallBannerDismissed(sessionStorage));
  const [delayPassed, setDelayPassed] = useState(false);
  const online = useOnlineStatus();
  const canPrompt = useSyncExternalStore(subscribeToInstallEvents, () => installPromptEvent() !== null);
  const installed = useSyncExternalStore(subscribeToInstallEvents, appWasInstalled);

  useEffect(() => logDeviceOnce(device, standalone), [device, standalone]);
  useEffect(() => {
    const timer = window.setTimeout(() => setDelayPassed(true), INSTALL_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const dismiss = () => {
    rememberInstallBannerDismissed(sessionStorage);
    setDismissed(true);
  };
  const install = async () => {
    // Accepted: the appinstalled event hides the banner. Declined: the visitor said no for this session.
    if (!(await promptInstall())) dismiss();
  };

  return {
    visible: isInstallBannerVisible({ delayPassed, dismissed, standalone, installed, online }),
    platform: installPlatform(device),
    canPrompt,
    install,
    dismiss,
  };
}
