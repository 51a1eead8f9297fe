import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../../app/ui/Button.tsx';
import { TextField } from '../../../../app/ui/TextField.tsx';
import form from '../../../../app/ui/Form.module.css';
import { ApiError, serverMessage } from '../../../../lib/api.ts';
import { useFormFields } from '../../../../app/ui/forms/use-form-fields.ts';
import { confirmTestCard, type TestCardDetails } from '../../api/billing-api.ts';
import type { CardConfirmation } from '../../model/card-setup-messages.ts';
import type { CardFormProps } from './card-form-props.ts';
import styles from './TestCardForm.module.css';
import {
  TEST_CARDS,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateTestCard,
} from '../../model/test-card-input.ts';

type CardField = keyof TestCardDetails;

const CARD_INPUTS: Record<
  CardField,
  { label: string; autoComplete: string; placeholder: string; format: (value: string) => string }
> = {
  cardNumber: {
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123', format: formatCvc },
};

/** The simulated provider's card form, used when no Stripe publishable key is configured. */
export function TestCardForm({ setup, submitLabel, busy, onConfirmation }: CardFormProps) {
  const fields = useFormFields({ cardNumber: '', expiry: '', cvc: '' });
  const [confirming, setConfirming] = useState(false);

  /** A numeric card input that reformats what is typed, keeping the field's error handling. */
  const cardInput = (field: CardField) => {
    const binding = fields.bind(field);
    const { label, autoComplete, placeholder, format } = CARD_INPUTS[field];
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      binding.onChange(event);
    };
    return (
      <TextField
        {...binding}
        onChange={onChange}
        label={label}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateTestCard(fields.values, new Date());
    fields.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setConfirming(true);
    try {
      await onConfirmation(await confirmWithSimulatedProvider(setup.setupIntentId, fields.values));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label="Card details">
      <p className={styles.banner} role="note">
        <strong>Test mode — no real card is charged</strong>
      </p>
      {cardInput('cardNumber')}
      <div className={styles.pair}>
        {cardInput('expiry')}
        {cardInput('cvc')}
      </div>
      <div className={styles.hint}>
        <p>Test cards (any future expiry, any CVC):</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className={styles.number}>{card.number}</span> {card.outcome}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" fullWidth disabled={confirming || busy}>
        {confirming || busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}

/** 402 and 400 are card errors with the provider's message, as Stripe.js reports them. */
async function confirmWithSimulatedProvider(
  setupIntentId: string,
  card: TestCardDetails,
): Promise<CardConfirmation> {
  try {
    const { status } = await confirmTestCard(setupIntentId, card);
    return { outcome: 'confirmed', setupIntentId, status };
  } catch (error) {
    const message = serverMessage(error);
    if (error instanceof ApiError && (error.status === 402 || error.status === 400)) {
      return { outcome: 'cardError', message };
    }
    return { outcome: 'failed', message };
  }
}
