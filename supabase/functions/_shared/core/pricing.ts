/** The one price list (account-and-billing §9): the app shows the price only from here. */
export const PRICING = {
  monthly: {
    amount: 1.99,
    amountCents: 199,
    currency: 'usd',
    displayText: '$1.99/month',
  },
  trial: {
    days: 7,
    displayText: '7-day free trial',
  },
} as const;
