import {
  calendarFeedSchema,
  calendarFeedStatusSchema,
  csvImportResultSchema,
  importResultSchema,
  type ExportFormat,
} from '@halfwise/core/contract/own-data.ts';
import { answerOf, okAnswer } from '../../../lib/api.ts';
import { api, FILE_AS_READ, withFileBody } from '../../../lib/api-client.ts';
import { fileNameOf } from '../model/file-name.ts';

/** GET /api/export as a file: its bytes and the name the server gave it. */
export async function fetchExport(format: ExportFormat): Promise<{ blob: Blob; fileName: string }> {
  const response = await okAnswer(api.export.$get({ query: { format } }));
  const fallback = `halfwise.${format}`;
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
  };
}

export const importDataFile = (text: string, replace: boolean) =>
  answerOf(
    api.import.$post(
      { query: replace ? { mode: 'replace' } : {}, json: FILE_AS_READ },
      withFileBody(text, 'application/json'),
    ),
    importResultSchema,
  );

export const importItemsCsv = (text: string, month: string, dryRun: boolean) =>
  answerOf(
    api.import.csv.$post(
      { query: { month, dryRun: String(dryRun) as 'true' | 'false' } },
      withFileBody(text, 'text/csv'),
    ),
    csvImportResultSchema,
  );

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;
export const readCalendarFeed = () => answerOf(api['calendar-feed'].$get(), calendarFeedStatusSchema);
export const createCalendarFeed = () => answerOf(api['calendar-feed'].$post(), calendarFeedSchema);
export const deleteCalendarFeed = () => okAnswer(api['calendar-feed'].$delete());
