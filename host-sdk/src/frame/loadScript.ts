/**
 * Append a classic `<script>` for `url` (with its SRI `integrity` when given, fetched with CORS
 * as SRI needs) and resolve once it ran; reject when it did not load (network, the page's CSP,
 * an integrity mismatch). Never leaves the caller waiting.
 *
 * @example
 * ```ts
 * await loadScript('https://frame.example/porthole-solana.js')
 * ```
 */
export function loadScript(url: string, integrity?: string): Promise<void> {
  const script = document.createElement('script')
  const loaded = new Promise<void>((resolve, reject) => {
    script.onload = () => resolve()
    script.onerror = reject
  })
  if (integrity) {
    script.integrity = integrity
    script.crossOrigin = 'anonymous'
  }
  script.src = url
  document.head.append(script)
  return loaded
}
