// How each Edge Function's Deno entry serves its app. On Supabase the runtime picks the address; the local stack
// (supabase/local/deno-functions.ts) passes PORT and prints every function's address itself, so Deno's own
// "Listening on" line is left out there.
import { readConfig, type ApiConfig } from './config.ts';
import { installSafetyNet } from './safety-net.ts';

export function serveFunction(createApp: (config: ApiConfig) => { fetch: Deno.ServeHandler }): void {
  installSafetyNet();
  const app = createApp(readConfig((name) => Deno.env.get(name)));
  const port = Deno.env.get('PORT');
  if (port) Deno.serve({ port: Number(port), hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
  else Deno.serve(app.fetch);
}
