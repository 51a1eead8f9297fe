import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the most used passwords (from leaked password sets, most frequent first).
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Whether `password` (in any letter case) is one of the passwords attackers try first. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
