import { describe, expect, it } from 'vitest';
import { folderOf, folderScores, scoreLine } from './mutation-scores.ts';

describe('folderScores', () => {
  it("scores each folder as Stryker does: killed and timed out over the valid mutants, with the issue's target", () => {
    const report = {
      files: {
        '/repo/supabase/functions/_shared/core/verdict.ts': {
          mutants: [
            { status: 'Killed' },
            { status: 'Timeout' },
            { status: 'Survived' },
            { status: 'CompileError' },
          ],
        },
        '/repo/src/features/budget/model/budget-cache.ts': {
          mutants: [{ status: 'Killed' }, { status: 'NoCoverage' }, { status: 'Ignored' }],
        },
        '/repo/src/domain/money.ts': { mutants: [] },
      },
    };
    expect(folderScores(report, '/repo')).toEqual([
      { folder: 'src/domain/', detected: 0, valid: 0, score: null, target: 85 },
      { folder: 'src/features/budget/model/', detected: 1, valid: 2, score: 50, target: 75 },
      { folder: 'supabase/functions/_shared/core/', detected: 2, valid: 3, score: 66.7, target: 85 },
    ]);
  });

  it('names a folder and says whether it meets its target', () => {
    expect(folderOf('src/features/goals/hooks/use-goal-writes.ts')).toBe('src/features/goals/hooks/');
    expect(folderOf('src/lib/api.ts')).toBe('src/lib/');
    const line = scoreLine({ folder: 'src/domain/', detected: 9, valid: 10, score: 90, target: 85 });
    expect(line).toMatch(/90\.0% \(9 of 10 detected\), target 85%: met$/);
    expect(scoreLine({ folder: 'x/', detected: 1, valid: 2, score: 50, target: 75 })).toMatch(/NOT met$/);
  });
});
