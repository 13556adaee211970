import { describe, expect, it } from 'vitest';
import { documentSecurityHeaders, isDocsPage, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('is the set an API answer needs: no framing, sniffing, loading, embedding elsewhere or referrer', () => {
    const headers = securityHeaders({ hsts: false });
    expect(headers).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it("gives the docs page helmet's document set with its own scripts and styles", () => {
    const headers = documentSecurityHeaders({ hsts: false });
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('adds Strict-Transport-Security to both only when the gateway is reached over TLS', () => {
    for (const set of [securityHeaders, documentSecurityHeaders]) {
      expect(set({ hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(set({ hsts: false })).not.toHaveProperty('strict-transport-security');
    }
  });

  it('tells the docs page and its assets from the JSON document and the API', () => {
    expect(isDocsPage('/api/v1/docs')).toBe(true);
    expect(isDocsPage('/api/v1/docs/')).toBe(true);
    expect(isDocsPage('/api/v1/docs/swagger-ui-bundle.js')).toBe(true);
    expect(isDocsPage('/api/v1/docs?x=1')).toBe(true);
    expect(isDocsPage('/api/v1/docs-json')).toBe(false);
    expect(isDocsPage('/api/v1/videos/all')).toBe(false);
  });
});
