import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** One landing-page section: an eyebrow, the h2 that names it, an optional lead, then its content. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'muted' ? `${styles.section} ${styles.muted}` : styles.section}
    >
      <div className={styles.inner}>
        <div className={styles.intro}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
