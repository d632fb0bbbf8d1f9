import { AddOnLoadError } from '../AddOnLoadError.ts'

/**
 * Appends the add-on script at `url` and runs `start` once it loaded. Resolves then; rejects
 * with AddOnLoadError naming `url` when the script fails to load or `start` throws (a script
 * that defined nothing), so a caller never waits forever.
 */
export function loadAddOn(url: string, start: () => void): Promise<void> {
  const script = document.createElement('script')
  const loaded = new Promise<void>((resolve, reject) => {
    script.onload = () => {
      try {
        start()
        resolve()
      } catch (cause) {
        reject(new AddOnLoadError(url, { cause }))
      }
    }
    script.onerror = () => reject(new AddOnLoadError(url))
  })
  // Only a Solana open awaits it; the failure is reported there, not as an unhandled rejection.
  loaded.catch(() => undefined)
  script.src = url
  document.head.append(script)
  return loaded
}
