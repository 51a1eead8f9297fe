import { useEffect, useId, useRef, useState } from 'react';
import { GOAL_EMOJI } from '../model/goal-emoji.ts';
import styles from './EmojiPicker.module.css';

interface EmojiPickerProps {
  emoji: string;
  goalName: string;
  disabled?: boolean;
  onPick: (emoji: string) => void;
}

/** The goal's emoji as a button that opens a small grid of emoji to choose from; Escape closes it. */
export function EmojiPicker({ emoji, goalName, disabled, onPick }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const gridId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={`Change emoji for ${goalName}`}
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        disabled={disabled}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span aria-hidden="true">{emoji}</span>
      </button>
      {open && (
        <div
          id={gridId}
          role="group"
          aria-label={`Emoji for ${goalName}`}
          className={styles.grid}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          {GOAL_EMOJI.map((choice) => (
            <button
              key={choice.emoji}
              type="button"
              className={styles.choice}
              aria-label={choice.name}
              aria-pressed={choice.emoji === emoji}
              autoFocus={choice.emoji === emoji}
              onClick={() => {
                close();
                if (choice.emoji !== emoji) onPick(choice.emoji);
              }}
            >
              <span aria-hidden="true">{choice.emoji}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
