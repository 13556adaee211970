import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originsFrom } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('lets the app call only its own origin by default', () => {
    expect(directive(contentSecurityPolicy(), 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds object storage to connect-src only, for direct uploads', () => {
    const policy = contentSecurityPolicy({ uploadOrigins: ['http://127.0.0.1:9500'] });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9500");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
  });

  it('keeps the payment origins beside the upload ones', () => {
    const policy = contentSecurityPolicy({
      paymentOrigins: ['https://pay.example'],
      uploadOrigins: ['https://s3.example'],
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://pay.example https://s3.example");
  });
});

describe('originsFrom', () => {
  it('keeps http(s) origins and drops anything that could break the header', () => {
    expect(originsFrom(" http://127.0.0.1:9500 , https://s3.example,'unsafe-inline', x; y")).toEqual([
      'http://127.0.0.1:9500',
      'https://s3.example',
    ]);
    expect(originsFrom(undefined)).toEqual([]);
  });
});
