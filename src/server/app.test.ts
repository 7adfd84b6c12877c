import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from './test-support/test-app.js';

function makeClientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cruise-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.tsx"]}');
  writeFileSync(path.join(dir, 'sw.js'), 'define(["./workbox-0a1b2c3d"], function () {});');
  writeFileSync(path.join(dir, 'workbox-0a1b2c3d.js'), 'define([], function () {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Cruise Companion"}');
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    clientDir: makeClientDir(),
    beforeReady(app) {
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().max(5) }),
            response: { 200: z.object({ name: z.string() }) },
          },
        },
        async (request) => ({ name: request.body.name, hashedPassword: 'must-not-leak' }),
      );
      app.get('/api/test/big', async () => ({
        items: Array.from({ length: 500 }, (_, i) => `item number ${i}`),
      }));
      app.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok with the database driver in use, never cached', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', driver: process.env.TEST_DB ?? 'pglite' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('error conventions', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/does-not-exist', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers a body that fails its schema with 400 and the issues', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'far too long' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([{ path: 'name', message: expect.stringMatching(/5/) }]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/i);
  });

  it('refuses text/plain and form bodies (no cross-site form can post JSON routes)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': type },
        payload: 'name=abc',
      });
      expect(res.statusCode).toBe(415);
    }
  });

  it('strips columns a response schema does not name', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ana' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ana' });
    expect(res.body).not.toContain('must-not-leak');
  });

  it('turns an unexpected error into a generic 500 that leaks nothing', async () => {
    const res = await ctx.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(res.body).not.toContain('hunter2');
  });

  it('rejects a body over the size limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await ctx.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http (no PUBLIC_URL with https): no HSTS, no upgrade of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the web client', () => {
  it('answers a client route with index.html that the browser must revalidate', async () => {
    const res = await ctx.app.inject({ url: '/cruise/123?tab=photos', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('sends the page from memory, compressed once, and a 304 to a browser that has it', async () => {
    const br = await ctx.app.inject({ url: '/ships', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(gzip.headers.etag).toBe(etag);
    const again = await ctx.app.inject({ url: '/dashboard', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never lets the reset page leak its token in a Referer header', async () => {
    for (const url of ['/reset-password?token=abc', '/reset-password/?token=abc']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker, its runtime and the manifest for revalidation on every use', async () => {
    for (const [url, type] of [
      ['/sw.js', /javascript/],
      ['/workbox-0a1b2c3d.js', /javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing build file with 404, never with the page', async () => {
    for (const url of ['/workbox-ffffffff.js', '/icons/icon-192.png', '/defaults/covers/missing.svg']) {
      const res = await ctx.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await ctx.app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });

  it('compresses larger API answers', async () => {
    const res = await ctx.app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(5000);
  });
});

describe('sign-in providers that are not configured', () => {
  it.each(['/api/login', '/api/auth/google'])('%s shows a friendly page instead of an error', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('not been set up');
    expect(res.body).toContain('href="/login"');
  });

  it('reports nobody signed in as 401 Unauthorized', async () => {
    const res = await ctx.app.inject('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('source maps', () => {
  it('serves no .map file, though the build keeps them', async () => {
    const map = await ctx.app.inject('/assets/index-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
    expect((await ctx.app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
  });
});

describe('cross-site request forgery: the Origin is compared in full', () => {
  it('accepts only PUBLIC_URL’s scheme, host and port', async () => {
    const https = await createTestApp({ config: { publicUrl: 'https://cruise.example', isHttps: true } });
    try {
      const write = (origin: string) =>
        https.app.inject({
          method: 'POST',
          url: '/api/does-not-exist',
          headers: { origin, host: 'cruise.example' },
          payload: {},
        });
      for (const origin of ['http://cruise.example', 'https://cruise.example:8443', 'https://evil.example']) {
        expect((await write(origin)).statusCode).toBe(403);
      }
      // The right origin passes the check (and meets the 404 of an unknown route).
      expect((await write('https://cruise.example')).statusCode).toBe(404);
    } finally {
      await https.close();
    }
  });

  it('treats the loopback spellings of the default address as the same site', async () => {
    const port = new URL(ctx.config.publicUrl).port;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      headers: { origin: `http://127.0.0.1:${port}` },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    const otherPort = await ctx.app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      headers: { origin: 'http://127.0.0.1:1' },
      payload: {},
    });
    expect(otherPort.statusCode).toBe(403);
  });
});
