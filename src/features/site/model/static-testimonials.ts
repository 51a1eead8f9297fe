export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

/** Shown when no testimonial widget is configured. Replace with real customers' words as they arrive. */
export const STATIC_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I used to dread the end of the month. Now I plan both paychecks on payday and I’m done before my coffee gets cold.',
    name: 'Maya R.',
    detail: 'Nurse, paid every two weeks',
  },
  {
    quote:
      'The Big Upfront Cost idea changed everything. Car insurance used to wreck a month; now it is just a line I already saved for.',
    name: 'Daniel K.',
    detail: 'Teacher, saving for a house',
  },
  {
    quote:
      'I cut up my credit card in March. Spending Money makes it easy to say yes to fun things without wondering if I can afford them.',
    name: 'Priya S.',
    detail: 'Designer, debt-free since June',
  },
];
