import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Sunset on deck 2027';

export const uniqueEmail = (label = 'e2e') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Creates an account through the API (the request context shares the page's cookies). */
export async function createAccount(
  request: APIRequestContext,
  options: { email?: string; firstName?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const res = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: options.firstName ?? 'Marina', lastName: 'Keel' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { email, password: PASSWORD };
}

/** Sets three security questions on the signed-in account; returns question → answer. */
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
    },
  });
  if (!res.ok()) throw new Error(`setup failed: ${res.status()}`);
  return answers;
}
