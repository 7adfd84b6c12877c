/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, with its development login and
 * consent screens, and a small "browser" that walks through them with a cookie jar.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export async function startIdentityProvider(options: {
  clients: { clientId: string; clientSecret: string; redirectUri: string }[];
  accounts: TestAccount[];
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    cookies: { keys: ['identity-provider-test-key'] },
    async findAccount(_ctx, sub) {
      const account = options.accounts.find((a) => a.sub === sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the user in a browser: opens the provider's authorisation URL, signs in as `sub` and
 * consents, and returns the URL the provider finally redirects to (the app's callback).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  sub: string,
  appOrigin: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  };
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === appOrigin) return url;
      continue;
    }
    // An interaction page (login or consent): submit its form.
    const page = await res.text();
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!prompt) throw new Error(`unexpected page at ${url}: ${page.slice(0, 200)}`);
    const submitted = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt, login: sub, password: 'any' }),
    });
    remember(submitted);
    url = new URL(submitted.headers.get('location')!, url);
  }
  throw new Error('the provider never sent the browser back to the app');
}
