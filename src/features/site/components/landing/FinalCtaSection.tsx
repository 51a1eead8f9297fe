import { PRICING } from '@halfwise/core/pricing.ts';
import { CtaLink } from './CtaLink.tsx';
import styles from './FinalCtaSection.module.css';

export function FinalCtaSection() {
  return (
    <section className={styles.cta} aria-labelledby="final-cta-title">
      <div className={styles.inner}>
        <h2 id="final-cta-title" className={styles.title}>
          Ready to enjoy budgeting?
        </h2>
        <p className={styles.lead}>
          Plan your next paycheck tonight. {PRICING.trial.displayText}, then {PRICING.monthly.displayText}{' '}
          locked for life.
        </p>
        <CtaLink to="/signup" variant="inverse" size="lg">
          Start Your Free Trial
        </CtaLink>
      </div>
    </section>
  );
}
