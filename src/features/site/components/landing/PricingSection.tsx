import { PRICING } from '@halfwise/core/pricing.ts';
import { CheckIcon } from '../icons/CheckIcon.tsx';
import { CtaLink } from './CtaLink.tsx';
import styles from './PricingSection.module.css';
import { Section } from './Section.tsx';

const INCLUDED = [
  'Unlimited monthly budgets and savings goals',
  'Early and late halves of every month',
  'Copy a month forward in one tap',
  'Works on iOS and Android, installs to your home screen',
  'Price locked for life: it never goes up for you',
  'Cancel anytime from Settings',
] as const;

/** The early-adopter card: price and trial text come only from the pricing constant (§2.2, §9). */
export function PricingSection() {
  const [amount, period] = PRICING.monthly.displayText.split('/');
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="One plan. One small price."
      lead="Join now and keep the early-adopter price for as long as you stay."
    >
      <article className={styles.card} aria-labelledby="pricing-plan">
        <p className={styles.ribbon}>Early adopter</p>
        <h3 id="pricing-plan" className={styles.plan}>
          Everything included
        </h3>
        <p className={styles.price}>
          <span className={styles.amount}>{amount}</span>
          <span className={styles.period}>/{period}</span>
        </p>
        <p className={styles.trial}>{PRICING.trial.displayText}</p>
        <ul className={styles.included}>
          {INCLUDED.map((line) => (
            <li key={line}>
              <CheckIcon />
              {line}
            </li>
          ))}
        </ul>
        <CtaLink to="/signup" size="lg">
          Start Free Trial
        </CtaLink>
        <p className={styles.note}>
          No charge for {PRICING.trial.days} days. Cancel before then and you pay nothing.
        </p>
      </article>
    </Section>
  );
}
