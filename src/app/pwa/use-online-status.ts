import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { OnlineSource } from './install-banner-store.ts';

/**
 * Whether the app has a network: the browser's online and offline events, corrected by requests that found
 * none (connectivity.ts).
 */
export const appOnlineSource: OnlineSource = {
  isOnline: () => onlineManager.isOnline(),
  subscribe: (onChange) => onlineManager.subscribe(onChange),
};

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(appOnlineSource.subscribe, appOnlineSource.isOnline, () => true);
}
