// Whole numbers and month names as en-US writes them, without Intl. A page's first Intl formatter loads ICU's
// locale data: 15 to 40 ms of a cold tab's main thread in Chromium before the first figure can show (docs/
// frontend.md, "Nothing on the first screen asks Intl"). The product speaks en-US only, so the rules are short.

/** 1234567 -> '1,234,567'; -1234 -> '-1,234'. For safe integers, as Intl.NumberFormat('en-US') writes them. */
export function groupDigits(whole: number): string {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** January to December, in order: index 0 is January. */
export const MONTH_NAMES = Object.freeze([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const);
