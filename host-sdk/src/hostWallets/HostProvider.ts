/** What the host loader needs from a wallet announced in the host page (EIP-1193). */
export type HostProvider = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on?: (event: string, listener: (data: unknown) => void) => unknown
  removeListener?: (event: string, listener: (data: unknown) => void) => unknown
}
