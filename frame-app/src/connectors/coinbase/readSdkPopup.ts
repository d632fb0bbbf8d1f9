import type { ProviderInterface } from '@coinbase/wallet-sdk'

/** Where `@coinbase/wallet-sdk` 4.4.0 keeps its keys popup: a private field of its provider. */
type WithCommunicator = { communicator?: { popup?: { closed: boolean } | null } }

/**
 * The keys popup the SDK opened for `provider`, or null (none yet, or `window.open` blocked).
 * The SDK has no public signal for it: its provider emits nothing when the popup opens or is
 * blocked (a blocked one only shows the SDK's own snackbar in the frame), and the popup's
 * first message (`PopupLoaded`) comes only once the page has loaded. So this reads the
 * private field, here only; `readSdkPopup.test.ts` drives the real SDK and fails if an
 * upgrade moves it.
 */
export function readSdkPopup(provider: ProviderInterface): { closed: boolean } | null {
  return (provider as unknown as WithCommunicator).communicator?.popup ?? null
}
