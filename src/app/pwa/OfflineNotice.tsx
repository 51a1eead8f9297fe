import { OFFLINE_MESSAGE } from './offline-text.ts';
import styles from './OfflineNotice.module.css';
import { useOnlineStatus } from './use-online-status.ts';

export { OFFLINE_MESSAGE };

/** A calm line at the top of the page while the network is gone; the app shell itself comes from the cache. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div role="status" className={online ? undefined : styles.notice}>
      {online ? null : OFFLINE_MESSAGE}
    </div>
  );
}
