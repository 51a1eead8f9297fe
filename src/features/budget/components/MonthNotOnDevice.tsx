import { MONTH_NOT_ON_DEVICE } from '../model/load-failure.ts';
import styles from './MonthNotOnDevice.module.css';

/** Offline, a month the device never kept: said plainly, where a loading skeleton would wait without end. */
export function MonthNotOnDevice() {
  return (
    <p className={styles.panel} role="status">
      {MONTH_NOT_ON_DEVICE}
    </p>
  );
}
