import type { SetupIntentAnswer } from '../../api/billing-api.ts';
import type { CardConfirmation } from '../../model/card-setup-messages.ts';

/** What the payment page gives either card form: Stripe's Payment Element or the test-mode form. */
export interface CardFormProps {
  setup: SetupIntentAnswer;
  submitLabel: string;
  /** The page is finishing up (completion call, redirect): the form stays disabled. */
  busy: boolean;
  onConfirmation: (result: CardConfirmation) => Promise<void>;
}
