import { EyeIcon } from '../icons/EyeIcon.tsx';
import { LinkOffIcon } from '../icons/LinkOffIcon.tsx';
import { LockIcon } from '../icons/LockIcon.tsx';
import type { Feature } from './FeatureGrid.tsx';
import { FeatureSection } from './FeatureSection.tsx';

const PROMISES: readonly Feature[] = [
  {
    title: 'No Bank Syncing',
    Icon: LinkOffIcon,
    body: 'We never ask for your bank login and never connect to your accounts. You type the numbers that matter; nothing else leaves your bank.',
  },
  {
    title: 'Your Data Only',
    Icon: LockIcon,
    body: 'Row-level security in our database lets only you into your budget, and the one partner you invite to share it, if you do. A Bills calendar link exists only if you make one: it is secret, and you can turn it off at any time. We never sell your data or show you ads.',
  },
  {
    title: 'Complete Transparency',
    Icon: EyeIcon,
    body: 'One plain price, a privacy policy written to be read, and account deletion that removes your personal data within 30 days.',
  },
];

export function PrivacySection() {
  return (
    <FeatureSection
      id="privacy"
      eyebrow="Privacy first"
      title="Your money stays your business"
      lead="A budget holds some of the most personal numbers in your life. We built the app so we need as few of them as possible."
      tone="muted"
      features={PROMISES}
    />
  );
}
