const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount to be imported, to the cent ('$1,250.75'), so the preview shows exactly what will be stored. */
export function exactDollars(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}
