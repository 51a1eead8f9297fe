import {
  calendarFeedSchema,
  calendarFeedStatusSchema,
  csvImportResultSchema,
  importResultSchema,
  type ExportFormat,
} from '@halfwise/core/contract/own-data.ts';
import { apiParse, apiRequest } from '../../../lib/api.ts';
import { fileNameOf } from '../model/file-name.ts';

/** GET /api/export as a file: its bytes and the name the server gave it. */
export async function fetchExport(format: ExportFormat): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('GET', `/api/export?format=${format}`);
  const fallback = `halfwise.${format}`;
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
  };
}

export const importDataFile = (text: string, replace: boolean) =>
  apiParse(importResultSchema, 'POST', `/api/import${replace ? '?mode=replace' : ''}`, text, {
    contentType: 'application/json',
  });

export const importItemsCsv = (text: string, month: string, dryRun: boolean) =>
  apiParse(
    csvImportResultSchema,
    'POST',
    `/api/import/csv?month=${encodeURIComponent(month)}&dryRun=${dryRun}`,
    text,
    { contentType: 'text/csv' },
  );

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;
export const readCalendarFeed = () => apiParse(calendarFeedStatusSchema, 'GET', '/api/calendar-feed');
export const createCalendarFeed = () => apiParse(calendarFeedSchema, 'POST', '/api/calendar-feed');
export const deleteCalendarFeed = () => apiRequest('DELETE', '/api/calendar-feed');
