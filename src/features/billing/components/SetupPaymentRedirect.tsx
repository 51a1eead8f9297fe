import { Navigate } from '@tanstack/react-router';
import { enterUpdateMode } from '../api/payment-flags.ts';

/** /setup-payment, where Update Card goes (§4): the payment page in update mode. */
export function SetupPaymentRedirect() {
  enterUpdateMode();
  return <Navigate to="/payment" replace />;
}
