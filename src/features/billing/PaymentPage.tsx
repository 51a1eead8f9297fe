import { CenteredCard } from '../../app/ui/CenteredCard.tsx';
import { BackLink } from '../../app/ui/BackLink.tsx';

/** Card setup arrives with the billing issue; the route and the /payment rule are already live. */
export function PaymentPage() {
  return (
    <CenteredCard title="Almost There!" subtitle="Step 2 of 2" above={<BackLink to="/signup" />}>
      <p>Card setup for your 7-day free trial is coming soon.</p>
    </CenteredCard>
  );
}
