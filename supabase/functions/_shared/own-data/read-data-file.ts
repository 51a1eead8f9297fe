import { core } from 'zod';
import { dataFilePath, dataFileSchema, type DataFile } from '../core/data-file.ts';
import { HttpError } from '../errors.ts';

export const DATA_FILE_MESSAGES = Object.freeze({
  notJson: 'The file is not JSON: choose a file exported from Halfwise',
});

/** The import's body as an export file, or a 400 naming the entry and field at fault ('budgets[2].expenseItems[0].amount: …'). */
export function readDataFileText(text: string): DataFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, DATA_FILE_MESSAGES.notJson);
  }
  try {
    return dataFileSchema.parse(value);
  } catch (error) {
    if (!(error instanceof core.$ZodError)) throw error;
    const issue = error.issues[0];
    if (!issue) throw new HttpError(400, 'The file is not a Halfwise export');
    const where = dataFilePath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const fields = issue.keys.map((key) => (where ? `${where}.${key}` : key));
      throw new HttpError(400, `${fields.join(', ')}: Unknown field`);
    }
    throw new HttpError(400, where ? `${where}: ${issue.message}` : issue.message);
  }
}
