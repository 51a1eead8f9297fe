import { moneyFormat, type MoneyFormat } from '../../domain/money.ts';
import { useCurrentUser } from './current-user-context.ts';

/**
 * How this person sees amounts: whole dollars as the spec has them, or with cents once they chose Settings ›
 * Show cents (profiles.show_cents, so every device they sign in on follows it).
 */
export function useMoneyFormat(): MoneyFormat {
  return moneyFormat(useCurrentUser()?.showCents ?? false);
}
