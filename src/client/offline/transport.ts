import { failedWithoutAnswer } from './connectivity';
import type { OutboxRequest, SendResult, Transport } from './outbox';

/** A Retry-After in seconds (the only form the server sends); undefined when absent or a date. */
export function retryAfterOf(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** The body as JSON, with top-level blobs (photos kept offline) turned into data URLs. */
async function jsonBody(body: Record<string, unknown>): Promise<{ json: string; hasBlob: boolean }> {
  let hasBlob = false;
  const entries = await Promise.all(
    Object.entries(body).map(async ([key, value]) => {
      if (value instanceof Blob) {
        hasBlob = true;
        return [key, await blobToDataUrl(value)] as const;
      }
      return [key, value] as const;
    }),
  );
  return { json: JSON.stringify(Object.fromEntries(entries)), hasBlob };
}

function headersOf(request: OutboxRequest, hasBody: boolean): Record<string, string> {
  return {
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(request.ifMatch ? { 'If-Match': `"${request.ifMatch}"` } : {}),
  };
}

/**
 * A request that stalls (a satellite link that takes the connection and then says nothing) must
 * end as a network failure, or the one queue would wait behind it forever: JSON calls get 30 s,
 * uploads 60 s without progress.
 */
const JSON_TIMEOUT_MS = 30_000;
const UPLOAD_IDLE_TIMEOUT_MS = 60_000;

/** With upload progress (fetch cannot report it; XMLHttpRequest can): used for photos. */
function sendWithProgress(
  request: OutboxRequest,
  json: string,
  onProgress: (sent: number) => void,
): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersOf(request, true))) xhr.setRequestHeader(name, value);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => xhr.abort(), UPLOAD_IDLE_TIMEOUT_MS);
    };
    xhr.upload.onprogress = (event) => {
      stillAlive();
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onloadend = () => clearTimeout(idle);
    stillAlive();
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: xhr.responseText,
        retryAfterSeconds: retryAfterOf(xhr.getResponseHeader('retry-after')),
      });
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('The request was cancelled'));
    xhr.ontimeout = () => reject(new TypeError('The request timed out'));
    xhr.send(json);
  });
}

/** The browser's way of sending a queued request: cookies included, `If-Match` from its version. */
export const browserTransport: Transport = {
  async send(request, onProgress) {
    const body = request.body ? await jsonBody(request.body) : null;
    try {
      if (body?.hasBlob && onProgress) return await sendWithProgress(request, body.json, onProgress);
      const res = await fetch(request.url, {
        method: request.method,
        headers: headersOf(request, body !== null),
        body: body?.json,
        credentials: 'include',
        signal: AbortSignal.timeout(JSON_TIMEOUT_MS),
      });
      return {
        status: res.status,
        body: await res.text(),
        retryAfterSeconds: retryAfterOf(res.headers.get('retry-after')),
      };
    } catch (error) {
      // No answer (a stalled link's time-out included): the app is offline until the server answers
      // a probe, and the outbox sends the moment it does, not at the end of its back-off.
      throw failedWithoutAnswer(error);
    }
  },
};
