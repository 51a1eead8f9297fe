import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The static host's rules (Netlify's `_redirects`): /api/* is proxied to the Supabase Edge Function `api`, which
 * sees the same /api/... path it sees on the local stack; every other path serves the SPA.
 */
export function netlifyRedirects(supabaseUrl: string): string {
  const functions = `${new URL(supabaseUrl).origin}/functions/v1`;
  return [`/api/*  ${functions}/api/:splat  200!`, '/*  /index.html  200', ''].join('\n');
}

// `npm run build:netlify` runs this after `vite build`, with SUPABASE_URL from the site's environment.
if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const supabaseUrl = process.env.SUPABASE_URL;
  if (!supabaseUrl)
    throw new Error('Set SUPABASE_URL (https://<project-ref>.supabase.co) in the host environment');
  const outDir = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
  writeFileSync(path.join(outDir, '_redirects'), netlifyRedirects(supabaseUrl));
  console.log(`wrote ${path.join(outDir, '_redirects')}: /api/* → ${supabaseUrl}/functions/v1/api/*`);
}
