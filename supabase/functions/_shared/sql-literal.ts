/**
 * A Postgres escape-string literal (E'...') for `text`. Correct whatever `standard_conforming_strings` says,
 * because E'' strings always treat backslash as the escape character.
 */
export function sqlStringLiteral(text: string): string {
  if (text.includes('\0')) throw new Error('A SQL string cannot contain NUL characters');
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A UUID in its text form: checked before a session or user id is inlined into a statement. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
