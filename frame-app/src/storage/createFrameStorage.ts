import { type SentPayment, SentPaymentSchema } from './SentPayment.ts'
import { type StoredWallet, StoredWalletsSchema } from './StoredWallet.ts'
import { storageKeys } from './storageKeys.ts'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const WALLETS = storageKeys.connectedWallets.key
const ACTIVE_NETWORK = storageKeys.activeNetwork.key
const SENT_PAYMENT = storageKeys.sentPayment.key

/**
 * What the frame keeps across reloads (SECURITY.md #7): the connected host wallets, one per
 * namespace (EIP-6963 rdns, Wallet Standard name: uuids change on every page load), and the
 * active network id. Frame storage is partitioned per
 * host site and may be wiped or throw (Safari ITP, blocked storage): every access is guarded,
 * and a failure reads as "nothing stored".
 */
export function createFrameStorage(storage: StorageLike | null) {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // Storage full, blocked or wiped: the next reload simply starts disconnected.
    }
  }
  const probe = 'porthole:probe'
  let available: boolean | null = null
  return {
    /** Whether writes stick (false when blocked, e.g. third-party storage turned off). */
    isAvailable(): boolean {
      if (available === null) {
        try {
          storage?.setItem(probe, '1')
          available = storage?.getItem(probe) === '1'
          storage?.removeItem(probe)
        } catch {
          available = false
        }
      }
      return available
    },
    /** The stored wallets, current first; anything unreadable reads as none. */
    getConnectedWallets(): StoredWallet[] {
      const raw = read(WALLETS)
      if (raw === null) return []
      try {
        const parsed = StoredWalletsSchema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : []
      } catch {
        return []
      }
    },
    setConnectedWallets: (wallets: readonly StoredWallet[]) =>
      write(WALLETS, wallets.length ? JSON.stringify(wallets) : null),
    getActiveNetworkId: () => read(ACTIVE_NETWORK),
    setActiveNetworkId: (id: string | null) => write(ACTIVE_NETWORK, id),
    /** The payment sent for `orderId` and not yet recorded; anything unreadable reads as none. */
    getSentPayment(orderId: string): SentPayment | null {
      const raw = read(SENT_PAYMENT + orderId)
      if (raw === null) return null
      try {
        const parsed = SentPaymentSchema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    setSentPayment: (orderId: string, sent: SentPayment | null) =>
      write(SENT_PAYMENT + orderId, sent && JSON.stringify(sent)),
  }
}
export type FrameStorage = ReturnType<typeof createFrameStorage>
