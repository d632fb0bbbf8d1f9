import { UserRejectedRequestError } from '@porthole/shared-protocol'

/** Host `eth_requestAccounts` calls waiting for the user to connect (or to close the modal). */
export function createPendingAccountRequests() {
  let waiting: { resolve: (accounts: string[]) => void; reject: (error: Error) => void }[] = []
  const settle = (fn: (entry: (typeof waiting)[number]) => void) => {
    const entries = waiting
    waiting = []
    for (const entry of entries) fn(entry)
  }
  return {
    wait(): Promise<string[]> {
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }))
    },
    get size() {
      return waiting.length
    },
    resolveAll(accounts: string[]) {
      settle((entry) => entry.resolve(accounts))
    },
    rejectAll(error: Error = new UserRejectedRequestError()) {
      settle((entry) => entry.reject(error))
    },
  }
}
