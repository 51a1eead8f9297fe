import type { ReactNode } from 'react';
import styles from './CenteredCard.module.css';

interface CenteredCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the card, e.g. a back link. */
  above?: ReactNode;
  children: ReactNode;
}

/** The phone-first single column used by forms: a card centred in a column of at most --form-width. */
export function CenteredCard({ title, subtitle, above, children }: CenteredCardProps) {
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        {above}
        <section className={styles.card} aria-labelledby="card-title">
          <h1 id="card-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </section>
      </div>
    </main>
  );
}
