import { readAccessToken } from '../../lib/session-store.ts';
import { readLastSeen } from './last-seen.ts';
import { OFFLINE_MESSAGE } from './offline-text.ts';
import styles from './OfflineNotice.module.css';
import { lastSeenText, waitingText } from './offline-rules.ts';
import { useOnlineStatus } from './use-online-status.ts';

export { OFFLINE_MESSAGE };

/** A calm line at the top of the page while the network is gone; the app shell itself comes from the cache. */
export function OfflineNotice({ waiting = 0 }: { waiting?: number }) {
  const online = useOnlineStatus();
  const lastSeen = online || !readAccessToken() ? null : readLastSeen();
  const visible = !online || waiting > 0;
  return (
    <div role="status" className={visible ? styles.notice : undefined}>
      {online ? null : <p className={styles.line}>{lastSeen ? lastSeenText(lastSeen) : OFFLINE_MESSAGE}</p>}
      {waiting > 0 && <p className={styles.line}>{waitingText(waiting)}</p>}
    </div>
  );
}
