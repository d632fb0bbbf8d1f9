import { z } from 'zod'

const Numeric = z.string().regex(/^\d+$/)

/** What every list item has: the transaction that carried it. */
const EtherscanItemSchema = z.object({
  blockNumber: Numeric,
  timeStamp: Numeric,
  hash: z.string(),
  nonce: Numeric,
  transactionIndex: Numeric.optional(),
  from: z.string(),
  to: z.string(),
})

/** `action=txlist` item (Etherscan and Blockscout agree on these fields). */
export const EtherscanTxSchema = EtherscanItemSchema.extend({
  value: Numeric,
  isError: z.string().optional(),
  contractAddress: z.string().optional(),
})

/** `action=tokentx` (ERC-20) and `action=tokennfttx` (ERC-721) items. */
export const EtherscanTokenTxSchema = EtherscanItemSchema.extend({
  contractAddress: z.string(),
  value: Numeric.optional(),
  tokenID: Numeric.optional(),
  tokenName: z.string(),
  tokenSymbol: z.string(),
  tokenDecimal: z.string().optional(),
})

/**
 * Every answer: `{ status: '1', message: 'OK', result: [...] }`, or status '0' with an empty
 * list ('No transactions found') or an error text in `result`.
 */
export const EtherscanResponseSchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.union([z.array(z.unknown()), z.string()]),
})
