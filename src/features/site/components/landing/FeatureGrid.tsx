import type { ComponentType, ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

export interface Feature {
  title: string;
  body: ReactNode;
  Icon: ComponentType;
  /** A short line under the title, e.g. what a bucket holds. */
  note?: string;
}

/** Cards of icon, h3 title and text: the "why", the three buckets and the privacy promises. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map(({ title, body, Icon, note }) => (
        <li key={title} className={styles.card}>
          <span className={styles.icon}>
            <Icon />
          </span>
          <h3 className={styles.title}>{title}</h3>
          {note && <p className={styles.note}>{note}</p>}
          <p className={styles.body}>{body}</p>
        </li>
      ))}
    </ul>
  );
}
