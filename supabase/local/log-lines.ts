/**
 * A line writer for the local stack's request log that hands `write` the lines of one turn of the event loop
 * together. The stack's log is a file or a terminal, where every write is a system call made while the request
 * waits; under load many requests end in the same turn. The lines and their order are unchanged.
 */
export function linesPerTurn(write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    const lines = pending;
    pending = [];
    write(lines.join('\n'));
  };
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}
