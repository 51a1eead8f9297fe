import { PRICING } from '@halfwise/core/pricing.ts';
import { CtaLink } from './CtaLink.tsx';
import styles from './HeroSection.module.css';
import buckets from './buckets.module.css';

const PREVIEW_ROWS = [
  { bucket: buckets.bills, label: 'Bills', early: '$1,180', late: '$940', fill: '82%' },
  { bucket: buckets.spending, label: 'Spending Money', early: '$320', late: '$320', fill: '55%' },
  { bucket: buckets.savings, label: 'Savings', early: '$200', late: '$250', fill: '38%' },
] as const;

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.copy}>
        <p className={styles.badge}>Budget by hand, in minutes a month</p>
        <h1 id="hero-title" className={styles.title}>
          Easy, Fun Budgeting.
        </h1>
        <p className={styles.lead}>
          Split every paycheck into three buckets (Bills, Spending Money and Savings) and know, before the
          month starts, that everything is covered. No bank logins, no transactions to sort, no guilt.
        </p>
        <div className={styles.actions}>
          <CtaLink to="/signup" size="lg">
            Start Free Trial
          </CtaLink>
          <p className={styles.fineprint}>
            {PRICING.trial.displayText}, then {PRICING.monthly.displayText}. Cancel anytime.
          </p>
        </div>
      </div>
      <div className={styles.preview} aria-hidden="true">
        <div className={styles.previewHead}>
          <span>This month</span>
          <span className={styles.covered}>Next month covered</span>
        </div>
        <div className={styles.columns}>
          <span />
          <span>Days 1–14</span>
          <span>Day 15 on</span>
        </div>
        {PREVIEW_ROWS.map((row) => (
          <div key={row.label} className={`${styles.row} ${row.bucket}`}>
            <span className={styles.rowLabel}>
              <span className={styles.dot} />
              {row.label}
            </span>
            <span className={styles.amount}>{row.early}</span>
            <span className={styles.amount}>{row.late}</span>
            <span className={styles.bar}>
              <span style={{ width: row.fill }} />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
