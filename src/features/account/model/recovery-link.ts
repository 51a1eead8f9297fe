/** What the password-recovery link put in the address bar's hash (Supabase Auth's implicit flow). */
export type RecoveryLink =
  | { kind: 'recovery'; accessToken: string; refreshToken: string | null }
  | { kind: 'error'; description: string }
  | { kind: 'missing' };

export function parseRecoveryHash(hash: string): RecoveryLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const description = params.get('error_description') ?? params.get('error');
  if (description) return { kind: 'error', description };
  const accessToken = params.get('access_token');
  if (accessToken && params.get('type') === 'recovery') {
    return { kind: 'recovery', accessToken, refreshToken: params.get('refresh_token') };
  }
  return { kind: 'missing' };
}
