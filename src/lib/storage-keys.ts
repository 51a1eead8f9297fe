import { PRODUCT_NAME } from '../app/product.ts';

/** localStorage keys (docs/contracts.md "Browser storage keys"). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: `${PRODUCT_NAME}-refreshToken`,
  tokenExpiresAt: `${PRODUCT_NAME}-tokenExpiresAt`,
  access: `${PRODUCT_NAME}-access`,
  legacyJwt: 'jwt',
  legacyUser: 'user',
  ttclid: 'ttclid',
} as const;

/** sessionStorage keys. */
export const SESSION_KEYS = {
  signupTracked: `${PRODUCT_NAME}-signupTracked`,
} as const;
