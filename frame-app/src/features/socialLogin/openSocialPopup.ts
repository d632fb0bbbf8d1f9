/** The social login window: a popup the api's callback page posts to, then closes. */
const FEATURES = 'popup,width=500,height=640'

/**
 * Opens the login popup. Call it inside the click (SECURITY #8): browsers block a window
 * opened later. Null when the browser blocked it anyway.
 */
export function openSocialPopup(win: Window, url = 'about:blank'): Window | null {
  return win.open(url, 'porthole-social', FEATURES)
}
