import type { RunwayPlan } from '@halfwise/core/runway-plan.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { useId } from 'react';
import { PLAN_TEXT } from '../model/what-if-text.ts';
import styles from './WhatIf.module.css';

/**
 * The plan for a short runway: up to three suggestions, each its sentence and a button that shows it as a
 * what-if (then Apply or Reset). Open when the address says so (`?plan=open`).
 */
export function PlanPanel({
  open,
  short,
  plan,
  onToggle,
  onTake,
}: {
  open: boolean;
  /** Whether the runway (without the what-if) is short. */
  short: boolean;
  plan: RunwayPlan | null;
  onToggle: (open: boolean) => void;
  onTake: (changes: readonly RunwayChange[]) => void;
}) {
  const headingId = useId();
  if (!short && !open) return null;
  return (
    <section className={styles.plan} aria-labelledby={headingId}>
      <div className={styles.planHead}>
        <h2 id={headingId} className={styles.planTitle}>
          {PLAN_TEXT.heading}
        </h2>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          onClick={() => onToggle(!open)}
        >
          {open ? PLAN_TEXT.hide : PLAN_TEXT.show}
        </button>
      </div>
      {open && plan && !plan.short && <p className={styles.planNote}>{PLAN_TEXT.safe}</p>}
      {open && plan?.short && plan.suggestions.length === 0 && (
        <p className={styles.planNote}>{PLAN_TEXT.none}</p>
      )}
      {open && plan?.short && plan.suggestions.length > 0 && (
        <>
          <p className={styles.planNote}>{PLAN_TEXT.intro}</p>
          <ol className={styles.suggestions}>
            {plan.suggestions.map((suggestion) => (
              <li key={suggestion.text} className={styles.suggestion}>
                <p>{suggestion.text}</p>
                <button
                  type="button"
                  className={styles.menuButton}
                  aria-label={`${PLAN_TEXT.take}: ${suggestion.text}`}
                  onClick={() => onTake(suggestion.changes)}
                >
                  {PLAN_TEXT.take}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
