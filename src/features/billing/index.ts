/** Card setup, the subscription and its settings card: the billing feature's only public face. */
export { PartnerSubscriptionSection } from './components/PartnerSubscriptionSection.tsx';
export { PaymentPage } from './components/PaymentPage.tsx';
export { SetupPaymentRedirect } from './components/SetupPaymentRedirect.tsx';
export { SubscribePage } from './components/SubscribePage.tsx';
export { SubscriptionSection } from './components/SubscriptionSection.tsx';
export { SuccessPage } from './components/SuccessPage.tsx';
