import { type Hex, isAddress } from 'viem'
import { type EvmTransfer, transferTransaction } from '../../../chains/evm/transferTransaction.ts'
import { contractOf } from '../SendAsset.ts'
import type { TransferRequest } from '../SendServices.ts'

/**
 * The transaction of a send on EVM (`transferTransaction`), its receiver and token contract
 * checked first (the Data API names the contract as a CAIP-10 id).
 * @example buildEvmTransfer({ account, token: eth, amount: 10n ** 18n, to }) // { from, to, value: '0xde0b6b3a7640000' }
 */
export function buildEvmTransfer({ account, token, amount, to }: TransferRequest): EvmTransfer {
  if (!isAddress(to, { strict: false })) throw new TypeError(`Not an EVM address: ${to}`)
  const contract = contractOf(token)
  if (contract !== undefined && !isAddress(contract, { strict: false }))
    throw new TypeError(`Not a token contract: ${token.address}`)
  return transferTransaction({
    from: account.address as Hex,
    to: to as Hex,
    amount,
    contract: contract as Hex | undefined,
  })
}
