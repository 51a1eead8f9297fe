// By path, not `@halfwise/core/`: vite.config.ts reaches this file, and Vite bundles its config without aliases.
import { PRODUCT_NAME } from '../../supabase/functions/_shared/core/product.ts';

/** localStorage keys (docs/contracts.md "Browser storage keys"). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: `${PRODUCT_NAME}-refreshToken`,
  tokenExpiresAt: `${PRODUCT_NAME}-tokenExpiresAt`,
  access: `${PRODUCT_NAME}-access`,
  legacyJwt: 'jwt',
  legacyUser: 'user',
  ttclid: 'ttclid',
  /** Update Card (account-and-billing §4): set by Settings, read and cleared by the payment page. */
  paymentUpdateMode: 'paymentUpdateMode',
  paymentSetupSecret: 'paymentSetupSecret',
  /** Core §3 new-user flags (new-user-flags.ts): set at signup, ended by the first budget edit. */
  newUser: `${PRODUCT_NAME}-newUser`,
  budgetAdjusted: `${PRODUCT_NAME}-budgetAdjusted`,
  /** Offline writes (docs/offline.md): a created row's real id for its placeholder, and the last fetch. */
  placeholderIds: `${PRODUCT_NAME}-placeholderIds`,
  lastSeenAt: `${PRODUCT_NAME}-lastSeenAt`,
  /** Account §4: the addresses abandonment capture sent, or whose signup was submitted, never sent (again). */
  capturedEmails: `${PRODUCT_NAME}-capturedEmails`,
  /** The runway's choice of 3, 6 or 12 paychecks (runway-choice.ts), remembered on the device. */
  runwayPaychecks: `${PRODUCT_NAME}-runwayPaychecks`,
} as const;

/** sessionStorage keys. */
export const SESSION_KEYS = {
  signupTracked: `${PRODUCT_NAME}-signupTracked`,
  /** The Subscribe event's id (from POST /api/complete-subscription) and its once-per-session flag. */
  subscribeEventId: 'subscribe_event_id',
  subscribeTracked: `${PRODUCT_NAME}-subscribeTracked`,
} as const;
