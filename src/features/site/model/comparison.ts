import { PRICING } from '@halfwise/core/pricing.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';

/** A cell is a yes/no mark or a short text. */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  feature: string;
  /** Ours first, then the competitors in `COMPARISON_COLUMNS` order. */
  cells: readonly [ComparisonCell, ComparisonCell, ComparisonCell, ComparisonCell];
}

/** Us and three kinds of competitor, with the monthly prices of account-and-billing §1. */
export const COMPARISON_COLUMNS = [
  PRODUCT_NAME,
  'Envelope apps',
  'Bank-sync trackers',
  'All-in-one money apps',
] as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    feature: 'Monthly price',
    cells: [PRICING.monthly.displayText, '$14.99/month', '$12.99/month', 'about $15/month'],
  },
  { feature: 'Price locked for life', cells: [true, false, false, false] },
  { feature: 'No bank login needed', cells: [true, false, false, false] },
  { feature: 'No transactions to categorise', cells: [true, false, false, false] },
  { feature: 'Plans each paycheck’s half of the month', cells: [true, false, false, false] },
  { feature: 'Time it takes each month', cells: ['Minutes', 'Hours', 'Hours', 'Hours'] },
  { feature: 'Works on iOS and Android', cells: [true, true, true, true] },
];
