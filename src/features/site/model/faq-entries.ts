import { PRICING } from '@halfwise/core/pricing.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';

export const FAQ_CATEGORIES = [
  'Banking',
  'Method',
  'Security',
  'Usage',
  'Comparison',
  'Debt',
  'Pricing',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One FAQ entry (account-and-billing §3). */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'bank-connection',
    category: 'Banking',
    question: `Does ${PRODUCT_NAME} connect to my bank?`,
    answer:
      'No, and it never will. You enter your paychecks and bills yourself. It takes a few minutes a month, and it means no bank login is ever stored anywhere.',
  },
  {
    id: 'three-buckets',
    category: 'Method',
    question: 'What are the three buckets?',
    answer:
      'Bills holds your income and every bill; Spending Money is what you can spend freely on everyday things and fun; Savings holds your goals and your emergency cushion. Every dollar of a paycheck goes into one of them.',
  },
  {
    id: 'early-late-halves',
    category: 'Method',
    question: 'Why split the month into early and late halves?',
    answer:
      'Most people are paid twice a month. Bills due on days 1–14 are paid from the first paycheck and bills due from the 15th from the second, so you always know which paycheck covers what, and whether the money left at month end covers next month’s early bills.',
  },
  {
    id: 'big-upfront-cost',
    category: 'Method',
    question: 'What is a BUC?',
    answer:
      'A Big Upfront Cost: a large bill that arrives once or twice a year, such as car insurance, registration, holidays or school fees. Divide it by the months until it is due and set that amount aside in Bills every month, so the bill is already paid for when it lands.',
  },
  {
    id: 'data-security',
    category: 'Security',
    question: 'Is my data safe?',
    answer:
      'Your budget is stored encrypted in transit and at rest, and database rules let only your account read it, plus one partner if you invite someone to share it (you can remove them at any time). If you make a Bills calendar link, anyone who has that secret link can see your bills, so keep it to yourself; turning it off stops the old link at once. We never sell your data, we show no ads, and deleting your account removes your personal data within 30 days.',
  },
  {
    id: 'time-needed',
    category: 'Usage',
    question: 'How much time does it take?',
    answer:
      'About fifteen minutes to set up your first month, then a few minutes on each payday to mark bills paid and claim your Spending Money. Copying a month forward brings every bill with it.',
  },
  {
    id: 'phone-install',
    category: 'Usage',
    question: 'Can I use it on my phone?',
    answer:
      'Yes. It works in any modern browser on iOS and Android, and you can add it to your home screen so it opens like an app, even with a weak connection.',
  },
  {
    id: 'versus-others',
    category: 'Comparison',
    question: 'How is this different from other budgeting apps?',
    answer:
      'Most apps import every transaction and ask you to sort it after the money is gone, for around fifteen dollars a month. We help you decide where each paycheck goes before you spend it, with no bank connection, for a fraction of the price.',
  },
  {
    id: 'credit-cards',
    category: 'Debt',
    question: 'Do I really have to stop using credit cards?',
    answer:
      'That is the method, and it is what makes it work. Spending from Spending Money means you only spend what you have. If you carry a balance today, list the minimum payment as a bill and add a payoff goal in Savings; the card goes in a drawer until it is gone.',
  },
  {
    id: 'price-after-trial',
    category: 'Pricing',
    question: 'What does it cost after the trial?',
    answer: `Your ${PRICING.trial.displayText} starts when you add a card. After it, the early-adopter price is ${PRICING.monthly.displayText}, locked for as long as you stay subscribed. Cancel anytime from Settings and you keep access until the end of the period you paid for.`,
  },
];
