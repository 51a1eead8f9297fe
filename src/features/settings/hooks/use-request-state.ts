import { useState } from 'react';
import { failureText } from '../api/failure-text.ts';

/** A request's pending flag and failure text; `run` does one piece of work with them set around it. */
export function useRequestState() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setPending(false);
    }
  };
  return { error, pending, run };
}
