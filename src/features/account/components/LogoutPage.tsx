import { useEffect, useRef } from 'react';
import { Spinner } from '../../../app/ui/Spinner.tsx';
import { forgetOfflineData } from '../../../lib/offline-store.ts';
import { clearLocalData } from '../model/clear-local-data.ts';
import styles from './LogoutPage.module.css';
import { revokeSession } from '../../../app/session/revoke-session.ts';

export const LOGOUT_REDIRECT_MS = 100;

/** Revokes the session (best effort), forgets everything local (offline data too), and reloads at the root. */
export function LogoutPage() {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void revokeSession().then(async () => {
      clearLocalData(localStorage, sessionStorage);
      // The data and queued changes kept for offline use go too (docs/offline.md).
      await forgetOfflineData().catch((error: unknown) => console.warn('Offline data not cleared', error));
      // A full load, so no cached data or access state from this session survives.
      setTimeout(() => window.location.replace('/'), LOGOUT_REDIRECT_MS);
    });
  }, []);

  return (
    <div className={styles.page}>
      <p>Logging out...</p>
      <Spinner label="Logging out" />
    </div>
  );
}
