import styles from './OfflineNotice.module.css';
import { OFFLINE_MESSAGE } from './offline-text.ts';

/** OfflineNotice without React, for the prerendered landing page: a status line kept current by the browser's events. */
export function offlineNoticeElement(win: Window): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  const update = () => {
    const online = win.navigator.onLine;
    notice.className = online ? '' : (styles.notice ?? '');
    notice.textContent = online ? '' : OFFLINE_MESSAGE;
  };
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  update();
  return notice;
}
