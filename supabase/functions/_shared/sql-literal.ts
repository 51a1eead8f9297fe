/**
 * A Postgres escape-string literal (E'...') for `text`. Correct whatever `standard_conforming_strings` says,
 * because E'' strings always treat backslash as the escape character.
 */
export function sqlStringLiteral(text: string): string {
  if (text.includes('\0')) throw new Error('A SQL string cannot contain NUL characters');
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
