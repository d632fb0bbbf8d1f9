import { type BitcoinNetwork, bitcoinAddressType } from '@porthole/shared-protocol/bitcoin'
import type { BitcoinAccount } from './bitcoinRequests.ts'

/**
 * A wallet's accounts, payment first: Wallet Standard's `bitcoin:connect` answers its accounts
 * without saying which is which, so the payment address is the first that is not Taproot (the
 * first of all for a Taproot-only wallet) and the ordinals address the first Taproot one
 * (BIP-86), as wallets that have both (Xverse, Leather, Phantom) give them. Addresses of
 * another network than `network` are left out; none left is an empty list.
 * @example toBitcoinAccounts([{ address: 'bcrt1p…', publicKey }, { address: 'bcrt1q…', publicKey }], regtest) // payment bcrt1q…, ordinal bcrt1p…
 */
export function toBitcoinAccounts(
  accounts: readonly { address: string; publicKey: string }[],
  network: BitcoinNetwork,
): BitcoinAccount[] {
  const typed = accounts
    .map((account) => ({ ...account, type: bitcoinAddressType(account.address, network) }))
    .filter((account) => account.type !== undefined)
  const payment = typed.find((account) => account.type !== 'p2tr') ?? typed[0]
  if (!payment) return []
  const ordinal = typed.find((account) => account.type === 'p2tr' && account !== payment)
  const pick = ({ address, publicKey }: (typeof typed)[number]) => ({ address, publicKey })
  return [
    { ...pick(payment), intention: 'payment' },
    ...(ordinal ? [{ ...pick(ordinal), intention: 'ordinal' as const }] : []),
  ]
}
