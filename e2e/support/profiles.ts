import { type APIRequestContext, expect } from '@playwright/test';
import { createAccount } from './accounts.js';

/** Creates a member through the API (the request context is then signed in as them). */
export async function createMember(request: APIRequestContext, firstName: string) {
  const account = await createAccount(request, { firstName });
  const me = await request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  const user: { id: string; email: string; createdAt: string } = await me.json();
  return { ...account, id: user.id };
}

/** Saves the profile form (first and last name and email are required by a full-form update). */
export async function updateProfile(
  request: APIRequestContext,
  member: { email: string; firstName: string },
  fields: Record<string, unknown>,
) {
  const res = await request.put('/api/user/profile', {
    data: { firstName: member.firstName, lastName: 'Keel', email: member.email, ...fields },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The profile as anyone may see it, through the signed-in request context. */
export async function fetchProfile(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/users/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { coverPhotoUrl: string | null; profileImageUrl: string | null };
}
