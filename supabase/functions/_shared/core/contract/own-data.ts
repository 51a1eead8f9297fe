// The wire contract of export, import and the calendar feed (docs/api.md "Your data").
import { z } from 'zod/mini';
import { budgetMonth, dataFileSchema } from '../data-file.ts';

export { dataFileSchema };

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuery = z.strictObject({
  format: z._default(z.enum(EXPORT_FORMATS, 'Must be json or csv'), 'json'),
});

/** The 413 of an import over MAX_IMPORT_BYTES. */
export const IMPORT_TOO_LARGE = 'The file is too large: an import takes at most 1 MB';

export const IMPORT_MODES = ['keep', 'replace'] as const;
export const importQuery = z.strictObject({
  mode: z._default(z.enum(IMPORT_MODES, 'Must be keep or replace'), 'keep'),
});

const booleanText = z.pipe(
  z.enum(['true', 'false'], 'Must be true or false'),
  z.transform((value) => value === 'true'),
);
export const csvImportQuery = z.strictObject({
  month: z.pipe(z.string('Month is required'), budgetMonth),
  dryRun: z._default(booleanText, false),
});

/** What an import wrote, and what it left alone because the account already had it. */
export const importResultSchema = z.object({
  mode: z.enum(IMPORT_MODES),
  imported: z.object({
    budgets: z.number(),
    incomeItems: z.number(),
    expenseItems: z.number(),
    goals: z.number(),
    paySchedule: z.boolean(),
  }),
  conflicts: z.object({
    budgets: z.array(z.string()),
    goals: z.array(z.string()),
    paySchedule: z.boolean(),
  }),
});
export type ImportResult = z.output<typeof importResultSchema>;

export const CSV_ITEM_TYPES = ['income', 'expense'] as const;
export const csvImportRowSchema = z.object({
  /** The line of the file (1 is the first line, the header when there is one). */
  line: z.number(),
  name: z.string(),
  amount: z.number(),
  dueDay: z.number(),
  type: z.enum(CSV_ITEM_TYPES),
  /** Whether the type was read from the name, as '+ Add item' does, rather than from the file. */
  inferred: z.boolean(),
  /** Paid (received for income) as the file's paid column says; absent when it says nothing. */
  isPaid: z.optional(z.boolean()),
  /** An expense whose due date can't move, as the file's fixed date column says; absent when it says nothing. */
  fixedDate: z.optional(z.boolean()),
});
export const csvImportErrorSchema = z.object({ line: z.number(), message: z.string() });
export const csvImportResultSchema = z.object({
  month: z.string(),
  dryRun: z.boolean(),
  items: z.array(csvImportRowSchema),
  errors: z.array(csvImportErrorSchema),
});
export type CsvImportResult = z.output<typeof csvImportResultSchema>;
export type CsvImportRow = z.output<typeof csvImportRowSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.nullable(z.string()) });
export const calendarFeedParams = z.object({ file: z.string() });
/** GET of the feed's URL answers text/calendar, not JSON. */
export const calendarFileSchema = z.string();
/** GET /api/export?format=csv answers text/csv; format=json answers dataFileSchema. */
export const exportAnswerSchema = z.union([dataFileSchema, z.string()]);
