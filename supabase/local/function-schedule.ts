// The local stack's stand-in for pg_cron + pg_net: calls a scheduled function (reminders every quarter hour,
// ops-jobs every minute) on the clock's boundaries, as the production schedule does, with the service-role key.

/** Starts the schedule; the returned function stops it. */
export function scheduleFunctionCalls(options: {
  name: string;
  url: string;
  everyMs: number;
  serviceRoleKey: string;
  /** Whether an answer says nothing happened (not logged). */
  quiet: (answer: string) => boolean;
  log: (line: string) => void;
}): () => void {
  const { name, everyMs } = options;
  let interval: ReturnType<typeof setInterval> | undefined;
  const call = async () => {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(everyMs),
      });
      const answer = await response.text();
      if (!response.ok || !options.quiet(answer)) options.log(`${name} run: ${response.status} ${answer}`);
    } catch (error) {
      options.log(`${name} run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const first = setTimeout(
    () => {
      void call();
      interval = setInterval(() => void call(), everyMs);
      interval.unref();
    },
    everyMs - (Date.now() % everyMs),
  );
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}
