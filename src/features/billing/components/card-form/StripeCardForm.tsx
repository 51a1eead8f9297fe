import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../app/ui/Button.tsx';
import { ErrorBox } from '../../../../app/ui/ErrorBox.tsx';
import form from '../../../../app/ui/Form.module.css';
import { Spinner } from '../../../../app/ui/Spinner.tsx';
import type { CardFormProps } from './card-form-props.ts';
import { loadStripeOnce } from '../../api/load-stripe.ts';
import { confirmWithStripe, type MountedStripe } from '../../api/stripe-confirm.ts';
import styles from './StripeCardForm.module.css';

/** Stripe's Payment Element for the SetupIntent; the card is confirmed in the browser by Stripe.js. */
export function StripeCardForm({
  publishableKey,
  setup,
  submitLabel,
  busy,
  onConfirmation,
}: CardFormProps & { publishableKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<MountedStripe | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    loadStripeOnce(publishableKey)
      .then((stripe) => {
        if (cancelled || !container.current) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        const elements = stripe.elements({ clientSecret: setup.clientSecret });
        const element = elements.create('payment', {
          fields: { billingDetails: { address: { country: 'never' } } },
        });
        element.mount(container.current);
        destroy = () => element.destroy();
        setMounted({ stripe, elements });
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, setup.clientSecret]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mounted) return;
    setConfirming(true);
    try {
      await onConfirmation(await confirmWithStripe(mounted, setup.setupIntentId));
    } finally {
      setConfirming(false);
    }
  };

  if (loadFailed) return <ErrorBox>Failed to connect to payment service</ErrorBox>;
  return (
    <form className={form.form} onSubmit={onSubmit} aria-label="Card details">
      {!mounted && <Spinner label="Loading the secure card form" />}
      <div ref={container} className={styles.element} />
      <Button type="submit" fullWidth disabled={!mounted || confirming || busy}>
        {confirming || busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}
