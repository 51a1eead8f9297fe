import { sectionTitle } from '@halfwise/core/display.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { monthSections } from '@halfwise/core/sections.ts';
import { monthKeys } from '@halfwise/core/test-budgets.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECTION_TITLE } from './section-titles.ts';

describe('section titles', () => {
  it("are the core's titles of the default schedule's sections, in every month", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const sections = monthSections(DEFAULT_PAY_SCHEDULE, month);
        expect(sections.map(sectionTitle)).toEqual([SECTION_TITLE.early, SECTION_TITLE.late]);
      }),
    );
  });
});
