import { onlineManager, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { firstPageKeys } from '../../shared/first-page-keys';
import type { Cruise } from '../../shared/schemas/cruises';
import { currentUserQuery, hasSignedInHint, mayBeSignedIn } from './auth';
import { getQueryFn } from './query-client';
import { shipImageKey } from './ships';

export { firstPageKeys };

/**
 * Starts the first page's requests as the app starts, instead of one after the other once the
 * page's code has come, the device's kept answers are restored and the member check has answered:
 * on a slow phone connection (a ship's satellite link: half a second or more) each of those waits
 * costs a round trip before the largest paint. A public profile is asked at once. A member page's
 * own queries are asked at once too when the server's hint cookie says a session exists, beside
 * the member check rather than after it; their answers reach the query cache only once the check
 * has said who is signed in, so an expired session's 401 never shows as the session-expiry toast
 * or as a page that could not load (the member check sends such a browser to sign in).
 */
export async function fetchFirstPageData(queryClient: QueryClient, { pathname, search } = window.location) {
  // What the server rendered the page over is in the cache already.
  const keys = firstPageKeys(pathname, search).filter((key) => queryClient.getQueryData([key]) === undefined);
  const isPublic = pathname.startsWith('/user/');
  if (isPublic) {
    for (const key of keys) void queryClient.prefetchQuery({ queryKey: [key] });
  }
  if (!mayBeSignedIn()) return;
  const userCheck = queryClient.fetchQuery(currentUserQuery).catch(() => null);
  const ask = queryClient.getDefaultOptions().queries?.queryFn as QueryFunction;
  const early = !isPublic && hasSignedInHint() && onlineManager.isOnline() ? keys : [];
  for (const key of early) {
    const answer = askEarly(key);
    // The query is fetching from now on, so nothing asks it again meanwhile (the page, or the
    // device's kept copy being restored and read again); its answer goes in, even over that
    // copy, once the member check says who is signed in. Asked again as usual if it was refused.
    void queryClient
      .fetchQuery({
        queryKey: [key],
        queryFn: async (context) => {
          const [data, user] = await Promise.all([answer, userCheck]);
          if (!user) throw new Error('Signed out: the early answer is not kept');
          return data === REFUSED ? ask(context) : data;
        },
        staleTime: 0,
      })
      .catch(() => undefined);
    // The ship's picture is public: asked as soon as the cruise's answer names the ship.
    if (ONE_CRUISE.test(key)) {
      void answer.then((data) => data === REFUSED || prefetchCover(queryClient, data));
    }
  }
  const user = await userCheck;
  if (!user) {
    // Back to how they were, with no error: the member check sends this browser to sign in.
    for (const key of early) void queryClient.cancelQueries({ queryKey: [key] });
    return;
  }
  if (isPublic || early.length > 0) return;
  // The member's own profile is the public one under their id.
  const own = pathname.replace(/\/+$/, '') === '/profile' ? firstPageKeys(`/user/${user.id}`, '') : keys;
  for (const key of own) void queryClient.prefetchQuery({ queryKey: [key], queryFn: ask });
}

const ONE_CRUISE = /^\/api\/cruises\/[^/]+$/;

/**
 * A cruise page's largest paint is its cover: without a photo of its own, the ship's picture, whose
 * lookup the cruise's answer allows. Asked as soon as that answer is in, not once the page renders
 * (the lookup is the ship directory's, public: nothing of the cruise goes into the cache with it).
 */
function prefetchCover(queryClient: QueryClient, answer: unknown) {
  const cruise = answer as Partial<Pick<Cruise, 'coverPhotoUrl' | 'cruiseLine' | 'shipName'>> | null;
  if (!cruise || cruise.coverPhotoUrl || !cruise.cruiseLine || !cruise.shipName) return;
  void queryClient.prefetchQuery({ queryKey: shipImageKey(cruise.cruiseLine, cruise.shipName) });
}

const REFUSED = Symbol('refused');
const askAnswerOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

/** A GET made before the member check has answered: a 401, or anything but an answer, is REFUSED. */
async function askEarly(key: string): Promise<unknown> {
  try {
    const data = await askAnswerOrNull({ queryKey: [key], signal: new AbortController().signal } as never);
    return data === null ? REFUSED : data;
  } catch {
    return REFUSED;
  }
}

/** The element a page rendered by the server carries its answers in (server/http/first-screen.ts). */
const FIRST_ANSWERS_ID = 'first-answers';

/** One answer a server-rendered page carries: a query's key and its data. */
export interface FirstAnswer {
  key: unknown[];
  data: unknown;
}

/**
 * Puts the answers a server-rendered page was made from into the cache, so the app's first render
 * matches the page and asks nothing again; returns them. They count as read now.
 */
export function takeFirstAnswers(queryClient: QueryClient, doc: Document = document): FirstAnswer[] {
  const element = doc.getElementById(FIRST_ANSWERS_ID);
  if (!element) return [];
  element.remove();
  try {
    const answers = JSON.parse(element.textContent ?? '[]') as FirstAnswer[];
    for (const { key, data } of answers) queryClient.setQueryData(key, data);
    return answers;
  } catch {
    return []; // the app asks for everything, as on any other page
  }
}
