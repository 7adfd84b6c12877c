/**
 * Renders one part of the app in the component tier's browser, with what the app gives every part:
 * the app's QueryClient and its outbox (the offline write path, on this browser's IndexedDB), a
 * router at `path`, and the toasts. Requests go to the real app (component-server.ts) as the signed-in
 * member `signUp` made.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import type { Cruise } from '../../shared/schemas/cruises';
import { CURRENT_USER_KEY } from '../api/auth';
import { createQueryClient } from '../api/query-client';
import { Toaster, toast } from '../components/ui/toast';
import { startSync } from '../offline/runtime';

// One per test file: the outbox is the page's one, as in the app (each file has a page of its own).
const queryClient = createQueryClient();
startSync(queryClient, {
  loadWrites: () => import('../features/cruises/writes'),
  onRefused: (description) => toast({ title: 'Error', description, variant: 'destructive' }),
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  queryClient.clear();
});

export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  unmount = () => {
    root.unmount();
    container.remove();
  };
  return { container, queryClient, router };
}

/** A made-up client address: sign-ups are limited per address, and the app believes loopback's word. */
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

export const PASSWORD = 'Sunset on deck 2027';

/** A new member, signed in on this page (the session cookie is the page's). */
export async function signUp(firstName = 'Marina') {
  const email = `component-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch('/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: 'Keel' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  // Who is signed in, as the app knows it at start: the outbox holds writes for a member it knows.
  const user = await api<{ id: string }>('GET', '/api/auth/user');
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  return { email, user };
}

/** A request to the real app as the signed-in member, its JSON answer (throws on an error status). */
export async function api<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? (undefined as T) : res.json();
}

/** A cruise of the signed-in member: a week on Discovery Princess in July 2030 unless `fields` say otherwise. */
export function createCruise(fields: Record<string, unknown> = {}): Promise<Cruise> {
  return api<Cruise>('POST', '/api/cruises', {
    cruiseLine: 'Princess Cruises',
    shipName: 'Discovery Princess',
    sailDate: '2030-07-10',
    returnDate: '2030-07-17',
    primaryDestination: 'Inside Passage',
    ...fields,
  });
}
