import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("is helmet's fixed answer for a JSON API: no framing, sniffing or scripts from elsewhere", () => {
    const headers = securityHeaders({ hsts: false });
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('adds Strict-Transport-Security only when the gateway is reached over TLS', () => {
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
