import { dehydrate, hydrate, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll } from 'vitest';
import { apiCall } from '../../server/test-support/cruise-helpers';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { ItineraryDay } from '../../shared/schemas/itinerary';
import {
  Outbox,
  type OutboxRequest,
  type OutboxStore,
  type SendResult,
  type Transport,
} from '../offline/outbox';
import { memoryOutboxStore } from '../offline/outbox-store';
import { installSync, registerWrite, type Sync } from '../offline/sync';

/**
 * A traveller's phone without the browser, for the sync layer's tests: a real QueryClient, the
 * outbox and the sync layer, sending to the real app (app.inject over a real database) with the
 * browser's transport less the cookie jar, and two small writes to drive it.
 */

let context: TestContext;

/** The real app over a real database for this test file (one per file, made before its tests). */
export function startTestServer(): { readonly app: TestContext['app'] } {
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());
  return {
    get app() {
      return context.app;
    },
  };
}

/** Sends through app.inject with a session cookie that the test can change (sign-in again). */
function injectTransport(
  session: { cookie: string },
  faults: { loseAnswers?: number } = {},
): Transport & {
  sent: OutboxRequest[];
} {
  const sent: OutboxRequest[] = [];
  return {
    sent,
    async send(request): Promise<SendResult> {
      sent.push(request);
      const res = await context.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          cookie: session.cookie,
          ...(request.ifMatch ? { 'if-match': `"${request.ifMatch}"` } : {}),
        },
        ...(request.body ? { payload: request.body } : {}),
      });
      if (faults.loseAnswers && faults.loseAnswers > 0) {
        faults.loseAnswers -= 1;
        throw new TypeError('Failed to fetch'); // the server did it; the answer never arrived
      }
      return { status: res.statusCode, body: res.body };
    },
  };
}

export interface AddDay {
  id: string;
  cruiseId: string;
  dayNumber: number;
  portName: string;
}

export const itineraryKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/itinerary`];

export const addDay = registerWrite<AddDay, ItineraryDay>({
  name: 'test:addItineraryDay',
  action: 'add day',
  request: ({ cruiseId, ...day }) => ({
    method: 'POST',
    url: `/api/cruises/${cruiseId}/itinerary`,
    body: day,
  }),
  recordId: ({ id }) => id,
  apply: (queryClient, { cruiseId, ...day }) =>
    queryClient.setQueryData<Partial<ItineraryDay>[]>(itineraryKey(cruiseId), (days) =>
      days && !days.some((other) => other.id === day.id) ? [...days, { ...day, cruiseId }] : days,
    ),
  local: (variables) => variables as unknown as ItineraryDay,
  refresh: (queryClient, { cruiseId }) => queryClient.invalidateQueries({ queryKey: itineraryKey(cruiseId) }),
  describe: ({ dayNumber, portName }) => `Add day ${dayNumber} — ${portName}`,
});

export interface RenameCruise {
  id: string;
  tripName: string;
  updatedAt: string;
}

export const cruiseKey = (id: string) => [`/api/cruises/${id}`];

export const renameCruise = registerWrite<RenameCruise, { id: string; tripName: string; updatedAt: string }>({
  name: 'test:renameCruise',
  action: 'update cruise',
  request: ({ id, tripName, updatedAt }) => ({
    method: 'PUT',
    url: `/api/cruises/${id}`,
    body: { tripName },
    ifMatch: updatedAt,
  }),
  recordId: ({ id }) => id,
  apply: (queryClient, { id, tripName }) =>
    queryClient.setQueryData<Record<string, unknown>>(
      cruiseKey(id),
      (cruise) => cruise && { ...cruise, tripName },
    ),
  settle: (queryClient, cruise) => queryClient.setQueryData(cruiseKey(cruise.id), cruise),
  refresh: (queryClient, { id }) => queryClient.invalidateQueries({ queryKey: cruiseKey(id) }),
  describe: ({ tripName }) => `Rename the cruise “${tripName}”`,
});

export async function phone(
  session: { cookie: string; userId: string },
  faults?: { loseAnswers?: number; store?: OutboxStore },
  userFrom: 'set' | 'restored' = 'set',
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: async ({ queryKey }) =>
          (await apiCall(context.app, 'GET', String(queryKey[0]), session.cookie)).json(),
      },
    },
  });
  const transport = injectTransport(session, faults);
  const store = faults?.store ?? memoryOutboxStore();
  const outbox = new Outbox({ store, transport, backoff: { baseMs: 5, maxMs: 20 } });
  if (userFrom === 'set') queryClient.setQueryData(['/api/auth/user'], { id: session.userId });
  const sync: Sync = installSync(queryClient, outbox);
  await sync.ready;
  if (userFrom === 'restored') {
    // What the device kept from the last visit, restored after the sync layer started (main.tsx).
    const earlier = new QueryClient();
    earlier.setQueryData(['/api/auth/user'], { id: session.userId });
    hydrate(queryClient, dehydrate(earlier));
  }
  const mutate = <T>(name: string, variables: T) =>
    new MutationObserver(queryClient, { mutationKey: [name] }).mutate(variables as never);
  const settled = async () => {
    for (let i = 0; i < 200 && outbox.snapshot().entries.some((entry) => entry.state === 'queued'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await outbox.kick();
  };
  return { queryClient, outbox, transport, sync, mutate, settled };
}

export const daysOnServer = async (cookie: string, cruiseId: string) =>
  (await apiCall(context.app, 'GET', `/api/cruises/${cruiseId}/itinerary`, cookie)).json() as ItineraryDay[];
