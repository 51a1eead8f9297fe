// The mutation score of each folder of a Stryker JSON report (mutation-testing-report-schema), the way Stryker
// counts it: killed and timed-out mutants over all valid ones (compile errors and ignored ones left out).

export interface ReportMutant {
  status: string;
}

export interface MutationReport {
  files: Record<string, { mutants: readonly ReportMutant[] }>;
}

export interface FolderScore {
  folder: string;
  detected: number;
  valid: number;
  /** Per cent, one decimal; null when the folder has no valid mutant. */
  score: number | null;
  target: number | null;
}

/** The folders scored, longest prefix first, with the targets. */
export const SCORED_FOLDERS: readonly { folder: string; target: number | null }[] = [
  { folder: 'supabase/functions/_shared/core/', target: 85 },
  { folder: 'src/domain/', target: 85 },
  { folder: 'src/lib/', target: null },
];

const DETECTED = new Set(['Killed', 'Timeout']);
const INVALID = new Set(['CompileError', 'RuntimeError', 'Ignored']);

/** A feature's write, cache and undo layer ('model', 'api', 'hooks') is scored per feature and kind of folder. */
export function folderOf(file: string): string {
  const known = SCORED_FOLDERS.find(({ folder }) => file.startsWith(folder));
  if (known) return known.folder;
  const feature = /^(src\/features\/[^/]+\/(?:model|api|hooks)\/)/.exec(file);
  return feature?.[1] ?? 'other/';
}

export function folderScores(report: MutationReport, root: string): FolderScore[] {
  const counts = new Map<string, { detected: number; valid: number }>();
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const file = path.startsWith(root) ? path.slice(root.length).replace(/^\//, '') : path;
    const folder = folderOf(file);
    const count = counts.get(folder) ?? { detected: 0, valid: 0 };
    for (const mutant of mutants) {
      if (INVALID.has(mutant.status)) continue;
      count.valid += 1;
      if (DETECTED.has(mutant.status)) count.detected += 1;
    }
    counts.set(folder, count);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, { detected, valid }]) => ({
      folder,
      detected,
      valid,
      score: valid === 0 ? null : Math.round((1000 * detected) / valid) / 10,
      target:
        SCORED_FOLDERS.find((entry) => entry.folder === folder)?.target ??
        (folder.startsWith('src/features/') ? 75 : null),
    }));
}

export function scoreLine({ folder, detected, valid, score, target }: FolderScore): string {
  const shown = score === null ? 'no mutants' : `${score.toFixed(1)}% (${detected} of ${valid} detected)`;
  const against =
    target === null || score === null
      ? ''
      : score >= target
        ? `, target ${target}%: met`
        : `, target ${target}%: NOT met`;
  return `${folder.padEnd(44)} ${shown}${against}`;
}
