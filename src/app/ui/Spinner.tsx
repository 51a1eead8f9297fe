import styles from './Spinner.module.css';

/** A spinning ring; `label` is what screen readers hear. */
export function Spinner({ label = 'Loading', size = 32 }: { label?: string; size?: number }) {
  return (
    <span className={styles.spinner} role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the page, for screens that wait for data. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label ?? 'Loading'} />
    </div>
  );
}
