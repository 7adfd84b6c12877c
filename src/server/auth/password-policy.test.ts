import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { assertPasswordAllowed, isBasedOnEmail, isCommonPassword } from './password-policy.js';

describe('common passwords', () => {
  it.each([
    'aaaaaaaa',
    'mercedes',
    'qazwsxedc',
    '1234abcd',
    'Passw0rd!',
    'PASSWORD',
    'Password123!',
    'abcabcabc',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('refuses at least the 10,000 most common passwords of the shipped list', async () => {
    const { createRequire } = await import('node:module');
    const list = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    const refused = list.slice(0, 10_000).filter((p) => isCommonPassword(p)).length;
    expect(refused).toBe(10_000);
  });

  it.each([
    'Aft-deck sunsets 2027',
    'correct horse battery staple',
    'Zq7#mLp2vR',
    'Mercedes drives to Ålesund',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('passwords made of the email', () => {
  const email = 'ada.lovelace@analytical.org';
  it.each([
    'ada.lovelace@analytical.org',
    'Ada.Lovelace',
    'adalovelace',
    'AdaLovelace2024!',
    'lovelace',
    'analytical1',
  ])('refuses %s', (password) => {
    expect(isBasedOnEmail(password, email)).toBe(true);
    expect(() => assertPasswordAllowed(password, email)).toThrow(AppError);
  });

  it('accepts a password that merely contains a name among other words', () => {
    expect(isBasedOnEmail('Ada sails the Lovelace Strait', email)).toBe(false);
  });
});
