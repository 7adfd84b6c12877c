/**
 * Capabilities never reach the log (issue 29, point 7): every URL that carries a token — a share
 * link, a calendar feed, a reset link, a signed photo address — is logged with the token replaced.
 * One list, used by the request logger (app.ts) and anything else that logs a URL.
 */
const REDACTED = '[redacted]';

/** Path segments that are a capability, after their fixed prefix. */
const TOKEN_PATHS: readonly RegExp[] = [
  /^(\/api\/share\/)[^/?#]+/,
  /^(\/share\/)[^/?#]+/,
  /^(\/api\/calendar\/)[^/?#]+/,
  /^(\/api\/auth\/verify-reset-token\/)[^/?#]+/,
];

/** Query parameters that are a capability, wherever they appear. */
const TOKEN_PARAMS = new Set([
  'token',
  'share',
  'sig',
  'signature',
  'code',
  'state',
  'access_token',
  'id_token',
]);

/** The URL as it may be logged: path tokens and token-bearing query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (!rest.startsWith('?')) return path + (rest ? '#' : '');
  const hashAt = rest.indexOf('#');
  const query = hashAt === -1 ? rest.slice(1) : rest.slice(1, hashAt);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape: compared as it is.
    }
    return eq !== -1 && TOKEN_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : part;
  });
  return `${path}?${parts.join('&')}`;
}
