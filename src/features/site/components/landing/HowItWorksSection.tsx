import { WalletIcon } from '../../../../app/icons/WalletIcon.tsx';
import { PiggyBankIcon } from '../icons/PiggyBankIcon.tsx';
import { ReceiptIcon } from '../icons/ReceiptIcon.tsx';
import { BudgetInfographic } from './BudgetInfographic.tsx';
import type { Feature } from './FeatureGrid.tsx';
import { FeatureSection } from './FeatureSection.tsx';
import styles from './HowItWorksSection.module.css';

const BUCKETS: readonly Feature[] = [
  {
    title: 'Bills',
    note: 'Income and bills',
    Icon: ReceiptIcon,
    body: 'Rent, utilities, phone, insurance: every fixed cost, placed in the half of the month it is due. Big Upfront Costs (BUCs) like car registration or holiday gifts get a small monthly set-aside here, so they never arrive as a surprise.',
  },
  {
    title: 'Spending Money',
    note: 'Everyday and fun',
    Icon: WalletIcon,
    body: 'Groceries, fuel, coffee, nights out. You claim a fixed amount each payday and spend it freely. When it is gone, it is gone until the next paycheck, which is exactly why it works.',
  },
  {
    title: 'Savings',
    note: 'Goals and emergencies',
    Icon: PiggyBankIcon,
    body: 'An emergency cushion first, then the goals you care about: a trip, a new laptop, a debt-free year. Watch each goal fill up, month after month.',
  },
];

const STEPS = [
  {
    title: 'Split the month in two',
    body: 'Bills due on days 1–14 belong to the early half and are paid from your first paycheck; bills due from the 15th belong to the late half.',
  },
  {
    title: 'Fill the three buckets',
    body: 'Each paycheck covers its half’s bills, tops up your Spending Money and moves something, however small, into Savings.',
  },
  {
    title: 'Put the credit cards away',
    body: 'Pay with money you already have. Spending Money replaces the card, so there is no balance waiting for you next month.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <FeatureSection
      id="how-it-works"
      eyebrow="How It Works"
      title="Three buckets. Two paychecks. One calm month."
      lead="The method is simple enough to do on paper. We just make it faster and keep the numbers honest."
      tone="muted"
      features={BUCKETS}
    >
      <div className={styles.method}>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepBody}>{step.body}</p>
            </li>
          ))}
        </ol>
        <BudgetInfographic />
      </div>
    </FeatureSection>
  );
}
