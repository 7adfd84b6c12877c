/**
 * Which new passwords are refused (ASVS 6.2.4 and 6.2.11): the 49,000 most common leaked passwords
 * of `@zxcvbn-ts/language-common` (a maintained list shipped in an npm package), the same with
 * leetspeak undone or digits and symbols tacked on the end ("Passw0rd!", "Mercedes2024"), one short
 * unit repeated ("aaaaaaaa", "abcabcabc"), and the account's own email address or its parts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '../errors.js';

let commonPasswords: Set<string> | undefined;

/** The list, read once on first use (about 30 ms) rather than at start-up. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve('@zxcvbn-ts/language-common/package.json'));
    const list = JSON.parse(readFileSync(path.join(packageDir, 'src', 'passwords.json'), 'utf8')) as string[];
    commonPasswords = new Set(list.map((p) => p.toLowerCase()));
  }
  return commonPasswords;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const unleet = (text: string) => text.replace(/[0134578@$!|]/g, (c) => LEET[c] ?? c);
/** Drops what people add to the end of a word to pass a rule: "mercedes2024!" → "mercedes". */
const stripTail = (text: string) => text.replace(/[\d\W_]+$/u, '');
const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');

/** The forms of a password that are compared with the list. */
function variantsOf(password: string): Set<string> {
  const lower = password.normalize('NFKC').toLowerCase();
  const variants = new Set([lower, lower.trim(), stripTail(lower), unleet(lower), stripTail(unleet(lower))]);
  // The beginning of a leet word can itself be a tail ("passw0rd!" → strip "!" first, then unleet).
  variants.add(unleet(stripTail(lower)));
  // Stripped forms count only while a word is left ("ab!!!!!!" is not "ab").
  return new Set([lower, ...[...variants].filter((v) => v.length >= 4)]);
}

/** One unit of at most four characters, repeated: "aaaaaaaa", "abababab", "12341234". */
function isRepetition(password: string): boolean {
  return /^(.{1,4})\1+$/su.test(password);
}

export function isCommonPassword(password: string): boolean {
  if (isRepetition(password.toLowerCase())) return true;
  const list = loadCommonPasswords();
  for (const variant of variantsOf(password)) if (list.has(variant)) return true;
  return false;
}

/** The email, its local part and its domain's main label ("ada.lovelace", "adalovelace", "example"). */
function emailParts(email: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const parts = [email.toLowerCase(), local, lettersAndDigits(local), ...local.split(/[._+-]/)];
  const label = domain.split('.').slice(0, -1).join('.');
  if (label) parts.push(label, lettersAndDigits(label));
  return parts.filter((p) => p.length >= 4);
}

export function isBasedOnEmail(password: string, email: string): boolean {
  const parts = new Set(emailParts(email));
  const forms = variantsOf(password);
  for (const form of [...forms]) forms.add(lettersAndDigits(form));
  for (const form of forms) if (parts.has(form)) return true;
  return false;
}

/** Refuses a new password that is common or made of the account's email. */
export function assertPasswordAllowed(password: string, email?: string) {
  if (isCommonPassword(password)) {
    throw new AppError(
      'PASSWORD_TOO_COMMON',
      400,
      'This password is too common and easy to guess. Please choose another one.',
    );
  }
  if (email && isBasedOnEmail(password, email)) {
    throw new AppError(
      'PASSWORD_LIKE_EMAIL',
      400,
      'Your password must not be your email address or part of it. Please choose another one.',
    );
  }
}
