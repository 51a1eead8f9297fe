/** The emoji the picker offers, with the names screen readers announce. */
export const GOAL_EMOJI: readonly { emoji: string; name: string }[] = [
  { emoji: '🎯', name: 'Target' },
  { emoji: '🏠', name: 'House' },
  { emoji: '🚗', name: 'Car' },
  { emoji: '✈️', name: 'Travel' },
  { emoji: '🎓', name: 'Education' },
  { emoji: '💍', name: 'Wedding' },
  { emoji: '👶', name: 'Baby' },
  { emoji: '🏖️', name: 'Holiday' },
  { emoji: '💻', name: 'Computer' },
  { emoji: '🏥', name: 'Health' },
  { emoji: '🎁', name: 'Gift' },
  { emoji: '🐶', name: 'Pet' },
  { emoji: '🚲', name: 'Bike' },
  { emoji: '📱', name: 'Phone' },
  { emoji: '💰', name: 'Savings' },
  { emoji: '🛟', name: 'Emergency fund' },
];
