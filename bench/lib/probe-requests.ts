import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * One request on its own connection. With `Expect: 100-continue` the body waits for the server's go-ahead, as curl
 * does; a server that answers first (a 413) is read without the body being sent. Status 0: the connection broke.
 */
export function rawRequest(
  url: string,
  options: { method: string; body: string; headers: Record<string, string> },
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const expectsContinue = Object.keys(options.headers).some((name) => name.toLowerCase() === 'expect');
    const request = http.request(url, {
      method: options.method,
      headers: {
        'content-type': 'application/json',
        ...options.headers,
        'content-length': Buffer.byteLength(options.body),
      },
      agent: false,
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', () => resolve({ status: 0, body: text }));
    });
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
    if (expectsContinue) {
      request.on('continue', () => request.end(options.body));
      request.flushHeaders();
    } else request.end(options.body);
  });
}

/** "400 ×12, 201 ×2": how many answers had each status (0: no answer). */
export function tally(answers: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`)
    .join(', ');
}
