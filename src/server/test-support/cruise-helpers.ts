import type { App } from '../app.js';
import { signUp } from './auth-helpers.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a member (or a visitor without a cookie). */
export const apiCall = (app: App, method: Method, url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A valid body for `POST /api/cruises`: a week on Queen Mary 2 in May 2027. */
export const TRANSATLANTIC_CRUISE = {
  cruiseLine: 'Cunard',
  shipName: 'Queen Mary 2',
  sailDate: '2027-05-01',
  returnDate: '2027-05-08',
  primaryDestination: 'Transatlantic',
} as const;

/** A new member with one cruise (the given fields, or a week in July 2027). */
export async function memberWithCruise(app: App, cruise: Record<string, unknown> = {}) {
  const member = await signUp(app);
  const res = await apiCall(app, 'POST', '/api/cruises', member.cookie, {
    cruiseLine: 'Princess Cruises',
    shipName: 'Discovery Princess',
    sailDate: '2027-07-10',
    returnDate: '2027-07-17',
    primaryDestination: 'Inside Passage',
    ...cruise,
  });
  if (res.statusCode !== 201) throw new Error(`cruise not created: ${res.statusCode} ${res.body}`);
  return { ...member, cruiseId: res.json().id as string };
}

/** A second cruise of the same member (September 2027, Fjords). */
export async function secondCruise(app: App, cookie: string) {
  const res = await apiCall(app, 'POST', '/api/cruises', cookie, {
    cruiseLine: 'Cunard',
    shipName: 'Queen Anne',
    sailDate: '2027-09-01',
    returnDate: '2027-09-08',
    primaryDestination: 'Fjords',
  });
  if (res.statusCode !== 201) throw new Error(`cruise not created: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}
