import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { balanceMonth } from '../../../domain/goals.ts';
import { balanceMonthRead } from '../api/goals-api.ts';

/** Core §7: the Goals screen reads the current month's budget by its short month name ('Nov'). */
export function bankBalanceRead(userId: string, now: Date) {
  const { monthName, year } = balanceMonth(now);
  return balanceMonthRead(userId, monthName, year);
}

export type BalanceRead = ReturnType<typeof bankBalanceRead>;

/** The Future Goals bank balance in cents; a month without a budget holds $0. */
export function useBankBalance(userId: string) {
  const [read] = useState(() => bankBalanceRead(userId, new Date()));
  const query = useQuery(read);
  return {
    queryKey: read.queryKey,
    balanceCents: query.data?.budget?.futureGoalsBalance ?? 0,
    isPending: query.isPending,
  };
}
