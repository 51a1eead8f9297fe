import type { Section } from '../../../domain/reorder.ts';

/** Core §2: the headings of the month's two halves (also the accessible names of their regions). */
export const SECTION_TITLE: Readonly<Record<Section, string>> = Object.freeze({
  early: '1st – 14th',
  late: '15th – month end',
});
