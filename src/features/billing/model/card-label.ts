import type { SavedCard } from '../../../app/session/current-user-context.ts';

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** 'Visa •••• 4242'; an unknown brand is shown as 'Card'. */
export function maskedCard(card: SavedCard): string {
  const brand = BRAND_NAMES[card.brand.toLowerCase()] ?? 'Card';
  return `${brand} •••• ${card.last4}`;
}
