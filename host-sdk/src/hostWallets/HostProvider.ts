/** What the host loader needs from a wallet announced in the host page (EIP-1193). */
export type HostProvider = {
  /** EIP-1193's; the second argument is for wallets that let a caller withdraw a request. */
  request: (
    args: { method: string; params?: unknown },
    options?: { signal?: AbortSignal | undefined },
  ) => Promise<unknown>
  on?: (event: string, listener: (data: unknown) => void) => unknown
  removeListener?: (event: string, listener: (data: unknown) => void) => unknown
}
