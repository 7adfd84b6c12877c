import { failedWithoutAnswer } from '../offline/connectivity';

/**
 * The fetch wrapper of SPEC.md section 7 and 8: cookies always sent, JSON bodies typed as JSON,
 * and any non-OK answer raised as an Error whose message is "status: body" (or the status text).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }

  /** The server's `message` when the body is the API's JSON error, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.body;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, text);
}

/** Sends a request to the API and returns the (checked) response. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
      credentials: 'include',
    });
  } catch (error) {
    throw failedWithoutAnswer(error);
  }
  await throwIfResNotOk(res);
  return res;
}

/** Like {@link apiRequest}, then parses the JSON body (null for 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/** True for the error the session-expiry handler reacts to ('401: ...Unauthorized...'). */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error && error.message.startsWith('401: ') && error.message.includes('Unauthorized')
  );
}

/** The message to show for a failed call: the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
