import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('over plain http: a strict CSP, no HSTS and no upgrade of requests', () => {
    const headers = securityHeaders({ isHttps: false });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('over https: HSTS for a year with subdomains, and requests upgraded', () => {
    const headers = securityHeaders({ isHttps: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toMatch(/upgrade-insecure-requests(;|$)/);
  });
});
