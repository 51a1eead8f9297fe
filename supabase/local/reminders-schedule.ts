// The local stack's stand-in for pg_cron + pg_net: calls the reminders function on every quarter hour, as the
// production schedule does, with the service-role key.

const PASS_MS = 15 * 60_000;

/** Starts the schedule; the returned function stops it. */
export function scheduleReminderPasses(options: {
  url: string;
  serviceRoleKey: string;
  log: (line: string) => void;
}): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const pass = async () => {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(PASS_MS),
      });
      const answer = await response.text();
      if (!response.ok || !answer.includes('"push":0,"email":0'))
        options.log(`reminders pass: ${response.status} ${answer}`);
    } catch (error) {
      options.log(`reminders pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const first = setTimeout(
    () => {
      void pass();
      interval = setInterval(() => void pass(), PASS_MS);
      interval.unref();
    },
    PASS_MS - (Date.now() % PASS_MS),
  );
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}
