import {
  FrameStatusSchema,
  FrameUnreachableError,
  fromErrorData,
  type ProviderRpcError,
  validate,
} from '@porthole/shared-protocol/host'

/**
 * Ask the frame server's `/status` whether this page may embed the frame for `projectId`
 * (docs/bridge.md). Resolves with the typed error the server names (5107 unknown project,
 * 5108 origin not allowed), `FrameUnreachableError` (5109) when the request itself failed
 * (the server is down, frameUrl is wrong, or this page's CSP `connect-src` leaves the frame
 * origin out: the caller weighs that against the iframe's own load), and `undefined`
 * when the server allows the page or gives no answer the loader understands (an older
 * server): then only the ready timeout is left. Never rejects.
 *
 * @example
 * ```ts
 * const verdict = await checkFrameStatus('https://frame.porthole.dev', 'my-project')
 * if (verdict instanceof Error) console.error(verdict.message)
 * ```
 */
export async function checkFrameStatus(
  frameOrigin: string,
  projectId: string,
  fetcher: typeof fetch = fetch,
): Promise<ProviderRpcError | undefined> {
  let body: unknown
  try {
    // Cross-origin, so no cookies go; the server answers `Cache-Control: no-store`.
    const response = await fetcher(
      `${frameOrigin}/status?projectId=${encodeURIComponent(projectId)}`,
    )
    body = await response.json()
  } catch (error) {
    // A network failure rejects with a TypeError; a body that is not JSON with a SyntaxError.
    return error instanceof TypeError
      ? new FrameUnreachableError(`No modal frame answered at ${frameOrigin}: check frameUrl.`)
      : undefined
  }
  const status = await validate(FrameStatusSchema, body)
  return status.ok && !status.value.ok ? fromErrorData(status.value.error) : undefined
}
