import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './page-headers.ts';

describe('helmetHeaders', () => {
  it("works out helmet's headers once, CSP and HSTS as configured", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'sha256-abc'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('leaves out what is switched off', () => {
    const headers = helmetHeaders({ strictTransportSecurity: false, contentSecurityPolicy: false });
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toBeUndefined();
  });
});
