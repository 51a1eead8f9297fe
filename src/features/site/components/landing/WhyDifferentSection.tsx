import { ClockIcon } from '../icons/ClockIcon.tsx';
import { ShieldCheckIcon } from '../icons/ShieldCheckIcon.tsx';
import { SmileIcon } from '../icons/SmileIcon.tsx';
import type { Feature } from './FeatureGrid.tsx';
import { FeatureSection } from './FeatureSection.tsx';

const REASONS: readonly Feature[] = [
  {
    title: 'Save Time',
    Icon: ClockIcon,
    body: 'Plan the month once, on payday, in about fifteen minutes. There are no transactions to import, match or categorise, so there is nothing to fall behind on.',
  },
  {
    title: 'Enjoy Your Money',
    Icon: SmileIcon,
    body: 'Your Spending Money is yours to spend, guilt-free. When the bills and savings are already set aside, a dinner out is a choice, not a worry.',
  },
  {
    title: 'Trust Your Plan',
    Icon: ShieldCheckIcon,
    body: 'Every bill sits in the half of the month it is due, matched to the paycheck that pays it. You see, before the month begins, whether what is left covers next month’s early bills.',
  },
];

export function WhyDifferentSection() {
  return (
    <FeatureSection
      id="why"
      eyebrow="Why it is different"
      title="Budgeting that fits in a coffee break"
      lead="Most budgeting apps watch every purchase after it happens. We help you decide where each paycheck goes before it arrives."
      features={REASONS}
    />
  );
}
