/**
 * Where the login popup is, as far as its opener can tell: `home` on a page of the frame's
 * origin (the blank page it opened with), `away` open on another origin (the provider's or the
 * api's page), `closed` when the opener's reference says so (closed, or severed by a page with
 * `Cross-Origin-Opener-Policy: same-origin`: the two look the same).
 */
export function readPopup(popup: Window): 'home' | 'away' | 'closed' {
  if (popup.closed) return 'closed'
  try {
    // Readable only while the popup is on the frame's origin.
    void popup.location.href
    return 'home'
  } catch {
    return 'away'
  }
}
