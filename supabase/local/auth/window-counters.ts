/**
 * Fixed-window counters in memory, as GoTrue keeps its own (one process; a restart forgets them). A refused
 * request is not counted, so a client that keeps knocking is let in again when its window ends.
 */
export class WindowCounters {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  /** Counts one hit for `key` unless the current window already holds `max`; false when it does. */
  take(key: string, max: number, windowSeconds: number, nowMs: number): boolean {
    const start = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
    const window = this.windows.get(key);
    if (!window || window.start !== start) {
      if (this.windows.size > 100_000) this.forgetBefore(start);
      if (max < 1) return false;
      this.windows.set(key, { start, hits: 1 });
      return true;
    }
    if (window.hits >= max) return false;
    window.hits++;
    return true;
  }

  private forgetBefore(start: number): void {
    for (const [key, window] of this.windows) if (window.start < start) this.windows.delete(key);
  }
}
