/**
 * Response headers both web apps are served with (vite preview locally, nginx in the image): a
 * Content-Security-Policy that allows only our own origin — plus the payment provider's checkout
 * origin for the viewer app — and the usual anti-framing and anti-sniffing headers.
 */
export interface SecurityHeaderOptions {
  /** Origins of the payment checkout (script, frame, API calls), e.g. https://checkout.razorpay.com. */
  paymentOrigins?: readonly string[];
  /** Origins the app sends uploads to straight (object storage: the admin app's direct uploads). */
  uploadOrigins?: readonly string[];
}

export function contentSecurityPolicy({ paymentOrigins = [], uploadOrigins = [] }: SecurityHeaderOptions = {}): string {
  const pay = paymentOrigins.join(' ');
  const withPay = (sources: string) => (pay ? `${sources} ${pay}` : sources);
  const withUploads = (sources: string) => [sources, ...uploadOrigins].join(' ');
  return [
    "default-src 'self'",
    withPay("script-src 'self'"),
    // The toaster injects one <style> element; style attributes set from script are not affected.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    withUploads(withPay("connect-src 'self'")),
    withPay("frame-src 'self'"),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Payment checkout origins from the environment (comma-separated), for the viewer app. */
export function paymentOriginsFrom(value: string | undefined): string[] {
  return originsFrom(value);
}

/** Origins from the environment (comma-separated); anything that is not an http(s) origin is dropped. */
export function originsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https?:\/\/[^\s;'"]+$/.test(origin));
}
