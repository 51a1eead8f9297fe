import bcrypt from 'bcryptjs';

const BCRYPT_COST = 10;

// Compared against when no user matches, so an unknown email costs as much time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** bcrypt's compare is constant-time over the hash; a missing hash still pays for one comparison. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && hash.startsWith('$2');
  const matches = await bcrypt.compare(password, usable ? hash : DUMMY_HASH);
  return usable && matches;
}
