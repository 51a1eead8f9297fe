import { formatDollars, type MoneyFormat } from '../../../domain/money.ts';

/** The line beside a section's closing balance: its bills not yet ticked paid, 'Left to pay: $1,450'. */
export function leftToPayText(unpaidCents: number, format: MoneyFormat = formatDollars): string {
  return `Left to pay: ${format(unpaidCents)}`;
}
