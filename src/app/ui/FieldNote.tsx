import type { ReactNode } from 'react';
import styles from './FieldNote.module.css';

interface FieldNoteProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  children: ReactNode;
  className?: string | undefined;
}

/** Why a field's input was refused, shown next to it and announced when it appears. */
export function FieldNote({ id, children, className }: FieldNoteProps) {
  return (
    <p id={id} className={`${styles.note} ${className ?? ''}`} role="alert">
      {children}
    </p>
  );
}
