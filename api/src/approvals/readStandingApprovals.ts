import type { Approval } from '@porthole/shared-protocol/dataApi'
import { type Address, erc20Abi, getAddress, type Hex } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import type { Queryable } from '../db/Db.ts'
import { findContractNames, type LatestApprovalRow } from './queries.ts'

/** EIP-7702: an account's code that delegates it (0xef0100 || address) is still an account. */
const isContractCode = (code: Hex | undefined) =>
  code !== undefined && code !== '0x' && !code.startsWith('0xef0100')

/**
 * What of `rows` still stands: operator approvals whose latest log approved, and allowances
 * read from the chain now (an ERC-20 spends an allowance without a log), zero ones dropped.
 * Each spender is named where known and said to be a contract or an account from its code.
 */
export async function readStandingApprovals(
  db: Queryable,
  entry: ChainEntry,
  owner: Address,
  rows: readonly LatestApprovalRow[],
): Promise<Approval[]> {
  const allowances = rows.filter((row) => row.kind === 'erc20' && row.amount !== '0')
  const read = await entry.reader.multicall({
    allowFailure: true,
    contracts: allowances.map((row) => ({
      address: row.token as Address,
      abi: erc20Abi,
      functionName: 'allowance' as const,
      args: [owner, row.spender as Address] as const,
    })),
  })
  const amounts = new Map(
    allowances.map((row, index) => {
      const result = read[index]
      return [row, result?.status === 'success' ? result.result : null] as const
    }),
  )
  const standing = rows.filter((row) =>
    row.kind === 'operator' ? row.approved === true : (amounts.get(row) ?? 0n) > 0n,
  )
  const spenders = [...new Set(standing.map((row) => row.spender))]
  const [names, codes] = await Promise.all([
    findContractNames(db, entry.chain.caipNetworkId, spenders),
    Promise.all(spenders.map((address) => entry.reader.getCode({ address: address as Address }))),
  ])
  const router = entry.chain.swaps?.router.toLowerCase()
  const contract = new Map(
    spenders.map((address, index) => [address, isContractCode(codes[index])]),
  )
  return standing.map((row) => ({
    kind: row.kind === 'erc20' ? 'allowance' : 'operator',
    chainId: entry.chain.caipNetworkId,
    token: {
      address: getAddress(row.token),
      name: row.name ?? '',
      symbol: row.symbol ?? '',
      decimals: row.decimals,
    },
    spender: {
      address: getAddress(row.spender),
      name: names.get(row.spender) ?? (row.spender === router ? 'Swap router' : null),
      isContract: contract.get(row.spender) ?? false,
    },
    amount: row.kind === 'erc20' ? String(amounts.get(row)) : null,
  }))
}
