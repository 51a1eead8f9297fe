import { onlineManager } from '@tanstack/react-query';
import { notify } from '../toast/notify.ts';

/** The toast of an action that cannot wait in the offline queue (docs/offline.md). */
export function needsNetworkText(action: string): { title: string; description: string } {
  return {
    title: 'Needs a connection',
    description: `${action} needs the network. Try again once you're online.`,
  };
}

/**
 * Whether `action` must wait for the network: offline, it says so (a toast) instead of failing, and answers
 * true; the caller then does nothing.
 */
export function offlineRefusal(action: string): boolean {
  if (onlineManager.isOnline()) return false;
  notify(needsNetworkText(action));
  return true;
}
