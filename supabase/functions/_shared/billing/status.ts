/** Our subscription_status for a Stripe subscription status (docs/billing.md). */
export function profileStatusOf(providerStatus: string): string {
  switch (providerStatus) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'cancelled';
    case 'incomplete':
      return 'incomplete';
    case 'incomplete_expired':
      return 'inactive';
    default:
      // paused and anything Stripe adds later: no access until a webhook says otherwise.
      return 'inactive';
  }
}
