/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser keeps a signed token naming the account and a random device id.
 * It survives sign-out. A client that shows one for the account is judged by its own failure
 * counter, so an attacker who knows only the email can lock out untrusted clients but never a
 * browser the owner has signed in from before.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Who is making an attempt: the client's address and the device tokens its browser holds. */
export interface AttemptClient {
  ip: string;
  /** Raw entries of the device cookie (`deviceId:mac`), checked against an account on use. */
  deviceTokens: string[];
}

const MAX_ACCOUNTS_PER_BROWSER = 5;
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function deviceCookieName(config: Pick<Config, 'isHttps'>) {
  return config.isHttps ? '__Host-cc_device' : 'cc_device';
}

function macFor(secret: string, userId: string, deviceId: string) {
  return createHmac('sha256', secret)
    .update(`device-cookie:${userId}:${deviceId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The device tokens the request carries (none when the cookie is missing or forged). */
export function readDeviceTokens(request: FastifyRequest, config: Pick<Config, 'isHttps'>): string[] {
  const raw = request.cookies[deviceCookieName(config)];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value
    .split('.')
    .filter((entry) => /^[\w-]{22}:[\w-]{22}$/.test(entry))
    .slice(0, MAX_ACCOUNTS_PER_BROWSER);
}

export function attemptClient(request: FastifyRequest, config: Pick<Config, 'isHttps'>): AttemptClient {
  return { ip: request.ip, deviceTokens: readDeviceTokens(request, config) };
}

/** The id of the device this client proved for `userId`, or null for an untrusted client. */
export function trustedDeviceId(client: AttemptClient, secret: string, userId: string): string | null {
  for (const entry of client.deviceTokens) {
    const [deviceId = '', mac = ''] = entry.split(':');
    const expected = Buffer.from(macFor(secret, userId, deviceId));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return deviceId;
  }
  return null;
}

/**
 * Gives this browser a device token for `userId` after a successful sign-in (keeping the tokens
 * of up to four other accounts used on it), or renews the one it has.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'isHttps'> & { sessionSecret?: string | undefined },
  userId: string,
) {
  const secret = config.sessionSecret ?? '';
  const tokens = readDeviceTokens(request, config);
  const client = { ip: request.ip, deviceTokens: tokens };
  const known = trustedDeviceId(client, secret, userId);
  const deviceId = known ?? randomBytes(16).toString('base64url');
  const entry = `${deviceId}:${macFor(secret, userId, deviceId)}`;
  const others = tokens.filter((token) => token !== entry);
  const value = [entry, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER).join('.');
  reply.setCookie(deviceCookieName(config), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    signed: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
