/** A saved card as the API reports it: the provider's brand code and the last four digits. */
export interface SavedCard {
  brand: string;
  last4: string;
}

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
