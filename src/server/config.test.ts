import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSessionSecret } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isHttps).toBe(false);
    expect(config.google).toBeUndefined();
    expect(config.oidc).toBeUndefined();
  });

  it('listens on every interface in production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [
      { DATABASE_URL: 'mysql://x' },
      /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
    [
      { SESSION_SECRET: 'short' },
      /^Invalid configuration: SESSION_SECRET must be at least 32 characters .*\(got "\*\*\*"\)$/,
    ],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL must be a URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [
      { MEDIA_QUOTA_MB: 'lots' },
      /^Invalid configuration: MEDIA_QUOTA_MB must be a number of megabytes \(got "lots"\)$/,
    ],
    [{ MEDIA_QUOTA_MB: '0' }, /^Invalid configuration: MEDIA_QUOTA_MB must be between 1 and 10485760/],
    [{ MEDIA_QUOTA_MB: '1.5' }, /^Invalid configuration: MEDIA_QUOTA_MB must be a whole number of megabytes/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('gives each member 10 GB of media unless MEDIA_QUOTA_MB says otherwise', () => {
    expect(loadConfig({}).mediaQuotaBytes).toBe(10 * 1024 * 1024 * 1024);
    expect(loadConfig({ MEDIA_QUOTA_MB: '500' }).mediaQuotaBytes).toBe(500 * 1024 * 1024);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of hops/);
  });

  it('reads complete provider settings and an https public URL', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://cruise.example.com/',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.publicUrl).toBe('https://cruise.example.com');
    expect(config.isHttps).toBe(true);
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'client',
      clientSecret: 'secret',
    });
  });
});

describe('resolveSessionSecret', () => {
  it('generates a secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-config-'));
    const first = resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveSessionSecret(loadConfig({ DATA_DIR: dataDir })).sessionSecret).toBe(first.sessionSecret);
  });

  it('prefers SESSION_SECRET when it is set', () => {
    const secret = 'x'.repeat(40);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-config-'));
    expect(
      resolveSessionSecret(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret })).sessionSecret,
    ).toBe(secret);
  });
});
