/**
 * The `Content-Security-Policy: frame-ancestors` value for an allow-list of origin patterns.
 * CSP only understands a wildcard as the leftmost label (`https://*.vercel.app`) or as the
 * port (`http://localhost:*`); a wildcard deeper in the host (`https://app.*.example.com`)
 * is widened to the leftmost form above it. The frame still checks the exact pattern
 * against the handshake origin and `location.ancestorOrigins`, so widening never lets an
 * unlisted page talk to the frame. An empty list gives `'none'`.
 */
export declare function buildFrameAncestors(patterns: readonly string[]): string
