import { SIMPLE_EMAIL_PATTERN } from './validation.ts';

export const EMAIL_CAPTURE_DELAY_MS = 2000;

/**
 * Abandonment capture: once typing pauses for 2 s on something that looks like an address, hand it to
 * `send`, never twice for the same address.
 */
export class EmailCapture {
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #sent = new Set<string>();

  constructor(private readonly send: (email: string) => void) {}

  typed(value: string): void {
    clearTimeout(this.#timer);
    const email = value.trim().toLowerCase();
    if (!SIMPLE_EMAIL_PATTERN.test(email) || this.#sent.has(email)) return;
    this.#timer = setTimeout(() => {
      this.#sent.add(email);
      this.send(email);
    }, EMAIL_CAPTURE_DELAY_MS);
  }

  cancel(): void {
    clearTimeout(this.#timer);
  }
}
