import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './BudgetRow.module.css';

interface InlineEditorProps {
  initial: string;
  label: string;
  kind: 'name' | 'amount';
  /** Keys that never reach the field (core §5: '.' and ',' in the whole-dollar amount). */
  blockedKeys?: readonly string[];
  onCommit: (text: string) => void;
  onCancel: () => void;
}

/** Core §4 inline edit: Enter or blur saves, Escape cancels; only one of these is ever open. */
export function InlineEditor({
  initial,
  label,
  kind,
  blockedKeys = [],
  onCommit,
  onCancel,
}: InlineEditorProps) {
  const [text, setText] = useState(initial);
  const finished = useRef(false);

  const finish = (commit: boolean) => {
    if (finished.current) return;
    finished.current = true;
    if (commit) onCommit(text);
    else onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blockedKeys.includes(event.key)) event.preventDefault();
    else if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') {
      event.stopPropagation();
      finish(false);
    }
  };

  return (
    <input
      className={kind === 'amount' ? `${styles.editor} ${styles.amountEditor}` : styles.editor}
      aria-label={label}
      value={text}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      {...(kind === 'amount' ? { type: 'number', inputMode: 'numeric', step: 1, min: 0 } : { type: 'text' })}
    />
  );
}
