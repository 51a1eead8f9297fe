import { useId, type ChangeEvent } from 'react';
import styles from './YourDataSection.module.css';

/**
 * A button-like label that opens the file chooser for `accept`. The chosen file is handed on and the input
 * emptied, so choosing the same file again is a new choice.
 */
export function FileChooser({
  label,
  accept,
  pending,
  onChoose,
}: {
  label: string;
  accept: string;
  pending: boolean;
  onChoose: (file: File) => Promise<void>;
}) {
  const inputId = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void onChoose(file);
  };
  return (
    <>
      <label htmlFor={inputId} className={styles.fileButton} aria-disabled={pending}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={accept}
        disabled={pending}
        onChange={change}
      />
    </>
  );
}
