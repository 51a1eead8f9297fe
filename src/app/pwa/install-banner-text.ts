import { PRODUCT_NAME } from '@halfwise/core/product.ts';

/** The install banner's words, shared by the app's banner (React) and the landing page's (plain DOM). */
export const INSTALL_BANNER_TEXT = {
  title: `Install ${PRODUCT_NAME}`,
  lead: 'Open your budget from your home screen, like an app.',
  close: 'Close install banner',
  install: 'Install',
  showSteps: 'Show me how',
  hideSteps: 'Hide the steps',
} as const;
