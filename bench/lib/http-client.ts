import http from 'node:http';

/**
 * A keep-alive HTTP client for load generation: lighter on the CPU than fetch, which matters when the load
 * generator shares two cores with the server it measures.
 */
export function createHttpClient(baseUrl: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);
  return {
    get(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: base.hostname,
            port: base.port,
            path: `${base.pathname.replace(/\/$/, '')}${path}`,
            headers,
            agent,
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    },
    close: () => agent.destroy(),
  };
}
