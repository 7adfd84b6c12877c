import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Sunset on deck 2027';

export const uniqueEmail = (label = 'e2e') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A made-up client address, for requests that must not share the rate-limit counters of 127.0.0.1. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

/** Creates an account through the API (the request context shares the page's cookies). */
export async function createAccount(
  request: APIRequestContext,
  options: { email?: string; firstName?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  // Sign-ups are limited per address: each account comes from an address of its own (the e2e
  // server believes X-Forwarded-For from loopback).
  const res = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: options.firstName ?? 'Marina', lastName: 'Keel' },
    headers: { 'x-forwarded-for': randomIp() },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { email, password: PASSWORD };
}

/** Sets three security questions on the signed-in account (its password is PASSWORD); returns question → answer. */
export async function setSecurityQuestions(request: APIRequestContext) {
  const questions: string[] = await (await request.get('/api/auth/security-questions')).json();
  const answers = new Map(questions.slice(0, 3).map((q, i) => [q, `Answer number ${i + 1}`]));
  const [q1, q2, q3] = [...answers.keys()];
  const res = await request.post('/api/auth/setup-security-questions', {
    data: {
      securityQuestion1: q1,
      securityAnswer1: answers.get(q1!),
      securityQuestion2: q2,
      securityAnswer2: answers.get(q2!),
      securityQuestion3: q3,
      securityAnswer3: answers.get(q3!),
      currentPassword: PASSWORD,
    },
  });
  if (!res.ok()) throw new Error(`setup failed: ${res.status()}`);
  return answers;
}
