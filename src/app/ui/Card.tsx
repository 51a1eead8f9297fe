import type { ReactNode } from 'react';
import card from './Card.module.css';

/** A titled card of the settings screen: a section named by its heading. */
export function Card({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
