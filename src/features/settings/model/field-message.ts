import { splitFieldMessage } from '../../../lib/api.ts';

/** A server message without the field it names ('password: That password is not correct.' → the rest). */
export function fieldMessage(message: string): string {
  return splitFieldMessage(message).text;
}
