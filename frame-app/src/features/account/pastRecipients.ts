import type { AccountKey } from './data/accountListMachine.ts'
import type { AccountDataSlot } from './data/createAccountDataSlot.ts'

/**
 * The addresses `key`'s account sent to, as the frame has them at hand: transfers sent from this
 * frame and the Activity pages already loaded for that account and network (no request).
 * @example pastRecipients(app.accountData, { address, chainId: 'eip155:1' }) // ['0x7099…79C8']
 */
export function pastRecipients(slot: AccountDataSlot, key: AccountKey): string[] {
  const activity = slot.current()?.activity.getSnapshot().context
  const same = (a: string | undefined) => a?.toLowerCase() === key.address.toLowerCase()
  const loaded =
    activity?.key && same(activity.key.address) && activity.key.chainId === key.chainId
      ? activity.items
      : []
  const recipients = [...slot.sent.itemsFor(key), ...loaded]
    .filter((item) => same(item.metadata.sentFrom) && item.metadata.sentTo)
    .map((item) => item.metadata.sentTo)
  return [...new Set(recipients)]
}
