// Splits a SQL script into statements the way the Supabase CLI records them in schema_migrations:
// on top-level semicolons, respecting quotes, dollar-quoted bodies and comments.

const DOLLAR_TAG = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/;

/** Returns the index just past the construct that starts at `i`, or `i` when none starts there. */
function skipQuotedOrComment(text: string, i: number): number {
  const rest = text.slice(i, i + 2);
  if (rest === '--') {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end + 1;
  }
  if (rest === '/*') {
    const end = text.indexOf('*/', i + 2);
    return end === -1 ? text.length : end + 2;
  }
  const ch = text[i];
  if (ch === "'" || ch === '"') {
    let j = i + 1;
    while (j < text.length) {
      if (text[j] === ch) {
        if (text[j + 1] === ch)
          j += 2; // doubled quote escapes itself
        else return j + 1;
      } else j++;
    }
    return text.length;
  }
  if (ch === '$') {
    const tag = DOLLAR_TAG.exec(text.slice(i))?.[0];
    if (tag) {
      const end = text.indexOf(tag, i + tag.length);
      return end === -1 ? text.length : end + tag.length;
    }
  }
  return i;
}

function isOnlyComments(statement: string): boolean {
  let i = 0;
  while (i < statement.length) {
    if (/\s/.test(statement[i] ?? '')) {
      i++;
      continue;
    }
    const next = skipQuotedOrComment(statement, i);
    const isComment = statement.startsWith('--', i) || statement.startsWith('/*', i);
    if (!isComment || next === i) return false;
    i = next;
  }
  return true;
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const next = skipQuotedOrComment(script, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (script[i] === ';') {
      statements.push(script.slice(start, i).trim());
      start = i + 1;
    }
    i++;
  }
  statements.push(script.slice(start).trim());
  return statements.filter((statement) => statement !== '' && !isOnlyComments(statement));
}
