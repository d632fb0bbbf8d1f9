import { AddOnLoadError } from '../errors/AddOnLoadError.ts'
import { loadScript } from '../frame/loadScript.ts'

/**
 * Appends the add-on script at `url` and runs `start` once it loaded. Resolves then; rejects
 * with AddOnLoadError naming `url` when the script fails to load or `start` throws (a script
 * that defined nothing), so a caller never waits forever.
 */
export function loadAddOn(url: string, start: () => void): Promise<void> {
  const loaded = loadScript(url).then(
    () => {
      try {
        start()
      } catch (cause) {
        throw new AddOnLoadError(url, { cause })
      }
    },
    () => {
      throw new AddOnLoadError(url)
    },
  )
  // Only a Solana open awaits it; the failure is reported there, not as an unhandled rejection.
  loaded.catch(() => undefined)
  return loaded
}
