import { useState, useSyncExternalStore } from 'react';
import { createInstallBannerStore, type InstallBannerState } from './install-banner-store.ts';
import { appOnlineSource } from './use-online-status.ts';

export type { InstallBannerState };

/** The install banner's state for React (install-banner-store.ts). */
export function useInstallBanner(): InstallBannerState {
  const [store] = useState(() => createInstallBannerStore(window, appOnlineSource));
  return useSyncExternalStore(store.subscribe, store.current);
}
