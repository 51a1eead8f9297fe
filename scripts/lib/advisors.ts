// What `supabase db advisors --output-format json` reports, read for `npm test`: any warning or error fails the
// step; infos are counted by name (docs/database.md "Supabase's advisors" lists each one kept and why).

export interface Advice {
  name: string;
  level: string;
  detail: string;
}

export interface AdviceReport {
  ok: boolean;
  lines: string[];
}

/** The advisors' findings in their JSON text, each with its name, level (INFO, WARN, ERROR) and detail. */
export function parseAdvice(json: string): Advice[] {
  const text = json.trim();
  if (text === '') return [];
  const parsed: unknown = JSON.parse(text);
  const results = Array.isArray(parsed) ? parsed : (parsed as { results?: unknown }).results;
  if (!Array.isArray(results)) throw new Error('supabase db advisors: no list of findings in its output');
  return results.map((entry: Partial<Advice>) => ({
    name: String(entry.name),
    level: String(entry.level).toUpperCase(),
    detail: String(entry.detail),
  }));
}

/** A line per warning or error (the step fails on any), then the infos' count, by name. */
export function adviceReport(advice: readonly Advice[]): AdviceReport {
  const serious = advice.filter((item) => item.level !== 'INFO');
  const infos = advice.filter((item) => item.level === 'INFO');
  const byName = new Map<string, number>();
  for (const info of infos) byName.set(info.name, (byName.get(info.name) ?? 0) + 1);
  const names = [...byName].map(([name, count]) => `${name} ×${count}`).join(', ');
  return {
    ok: serious.length === 0,
    lines: [
      ...serious.map((item) => `${item.level} ${item.name}: ${item.detail}`),
      `${serious.length} warnings or errors, ${infos.length} infos${names ? ` (${names})` : ''}`,
    ],
  };
}
