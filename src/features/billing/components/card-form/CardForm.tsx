import type { CardFormProps } from './card-form-props.ts';
import { StripeCardForm } from './StripeCardForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';

const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;

/** Stripe's Payment Element when a publishable key is configured, otherwise the test-mode form. */
export function CardForm(props: CardFormProps) {
  return publishableKey ? (
    <StripeCardForm publishableKey={publishableKey} {...props} />
  ) : (
    <TestCardForm {...props} />
  );
}
