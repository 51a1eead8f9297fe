/**
 * A gate that lets at most `limit` of the calls it wraps run at once; the others wait, first come first served,
 * and each starts as one ends. A call's own failure passes through and frees its place.
 */
export function atMostAtOnce(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
