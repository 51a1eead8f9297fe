import styles from './ErrorBox.module.css';

export function ErrorBox({ children }: { children: string }) {
  return (
    <div className={styles.box} role="alert">
      {children}
    </div>
  );
}
