import { SIMPLE_EMAIL_PATTERN } from './validation.ts';

export const EMAIL_CAPTURE_DELAY_MS = 2000;

/** The addresses capture is done with: sent, or whose signup was submitted. Kept per browser (api/). */
export interface AddressMemory {
  has(email: string): boolean;
  add(email: string): void;
}

const normalized = (value: string) => value.trim().toLowerCase();

/**
 * Abandonment capture: once typing pauses for 2 s on something that looks like an address, hand it to
 * `send`, never twice for the same address and never once its signup was submitted. `memory` outlives the form.
 */
export class EmailCapture {
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: (email: string) => void,
    private readonly memory: AddressMemory,
  ) {}

  typed(value: string): void {
    clearTimeout(this.#timer);
    const email = normalized(value);
    if (!SIMPLE_EMAIL_PATTERN.test(email) || this.memory.has(email)) return;
    this.#timer = setTimeout(() => {
      if (this.memory.has(email)) return;
      this.memory.add(email);
      this.send(email);
    }, EMAIL_CAPTURE_DELAY_MS);
  }

  /** The signup with this address was sent: it is no abandonment, now or later. */
  submitted(value: string): void {
    clearTimeout(this.#timer);
    this.memory.add(normalized(value));
  }

  cancel(): void {
    clearTimeout(this.#timer);
  }
}
