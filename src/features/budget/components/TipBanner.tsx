import type { ShownTip } from '../hooks/use-tips.ts';
import { TIP_FADE_MS, TIP_TEXTS } from '../model/tip-rules.ts';
import styles from './Hints.module.css';

/** Core §4 tips: one at a time, fading out over 500 ms after 12 s. */
export function TipBanner({ tip, onClose }: { tip: ShownTip | null; onClose: () => void }) {
  if (!tip) return null;
  const text = TIP_TEXTS[tip.name];
  return (
    <div
      className={`${styles.tip} ${tip.fading ? styles.fading : ''}`}
      style={{ transitionDuration: `${TIP_FADE_MS}ms` }}
      role="status"
    >
      <div>
        <strong>{text.title}</strong>
        <p>{text.body}</p>
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close tip">
        ×
      </button>
    </div>
  );
}
