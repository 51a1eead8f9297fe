/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host on which the beta access gate is bypassed. */
  readonly VITE_PRODUCTION_HOST?: string;
  /** Stripe publishable key (absent: test-mode card form). */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
