import { EVM_NATIVE_PLACEHOLDER } from '@porthole/shared-protocol'
import {
  AllowanceSchema,
  BuiltTxSchema,
  GasPricesSchema,
  type SwapQuote,
  SwapQuotesSchema,
  SwapTokensSchema,
} from '@porthole/shared-protocol/dataApi'
import { parseUnits } from 'viem'
import { RECEIPT_TIMEOUT_MS } from '../../chains/evm/rpcConstants.ts'
import { checkBuiltTx } from './checkBuiltTx.ts'
import type { SwapDeps } from './createSwapSlot.ts'
import type { SwapServices } from './SwapServices.ts'

/** SPEC §9's native placeholder: the api names the chain's coin with this address. */
export const NATIVE_PLACEHOLDER = EVM_NATIVE_PLACEHOLDER

/** How long a quote is shown before it is fetched again, and the typing pause before one. */
export const SWAP_QUOTE_TTL_MS = 15_000
export const SWAP_QUOTE_DEBOUNCE_MS = 400

const hex = (value: string) => `0x${BigInt(value).toString(16)}`

/**
 * The swap flow's services over the Data API's convert routes, the api's balances (fresh, past
 * its cache) and the connected wallet, which sends each transaction as legacy (SPEC §7).
 */
export function createSwapServices(
  deps: SwapDeps,
  timing: { quoteTtlMs?: number; debounceMs?: number } = {},
): SwapServices {
  const { client } = deps.api
  const connection = () => {
    const current = deps.current()
    if (!current) throw new Error('No wallet is connected.')
    return current
  }
  return {
    async getTokens(chainId) {
      const query = { chainId }
      return (await client.get('/v1/convert/tokens', { query, schema: SwapTokensSchema })).tokens
    },
    async getGasPrice(chainId) {
      const query = { chainId }
      const prices = await client.get('/v1/convert/gas-price', { query, schema: GasPricesSchema })
      return BigInt(prices.standard)
    },
    async getBalances(address, chainId) {
      const balances = await deps.api.getBalances(address, chainId, { forceUpdate: true })
      const entries = balances.map((balance) => [
        balance.address ?? `${chainId}:${NATIVE_PLACEHOLDER}`,
        parseUnits(balance.quantity.numeric, Number(balance.quantity.decimals)),
      ])
      return Object.fromEntries(entries)
    },
    async getQuote(request) {
      const query = {
        amount: String(request.amount),
        userAddress: request.userAddress,
        from: request.from,
        to: request.to,
        slippage: String(request.slippage),
        gasPrice: request.gasPrice === null ? undefined : String(request.gasPrice),
      }
      const { quotes } = await client.get('/v1/convert/quotes', { query, schema: SwapQuotesSchema })
      const [quote] = quotes
      if (!quote) throw new Error('The api answered no quote.')
      return quote satisfies SwapQuote
    },
    async getAllowance(token, userAddress) {
      const query = { tokenAddress: token, userAddress }
      const answer = await client.get('/v1/convert/allowance', { query, schema: AllowanceSchema })
      return BigInt(answer.allowance)
    },
    async buildApprove({ amount, ...request }) {
      // An embedded wallet asks nothing more after Confirm swap: it approves only this amount.
      const exact = connection().connector.type === 'AUTH'
      const query = exact ? { ...request, amount: String(amount) } : request
      const { tx } = await client.get('/v1/convert/build-approve', { query, schema: BuiltTxSchema })
      return checkBuiltTx(tx, { kind: 'approve', ...request }, NATIVE_PLACEHOLDER)
    },
    async buildSwap(request) {
      const body = {
        amount: String(request.amount),
        eip155: { slippage: request.slippage },
        from: request.from,
        to: request.to,
        userAddress: request.userAddress,
      }
      const answer = await client.post('/v1/convert/build-transaction', {
        body,
        schema: BuiltTxSchema,
      })
      if (!answer) throw new Error('The api answered no transaction.')
      return checkBuiltTx(answer.tx, { kind: 'swap', ...request }, NATIVE_PLACEHOLDER)
    },
    async send(tx) {
      const hash = await connection().connector.request(
        {
          method: 'eth_sendTransaction',
          params: [
            {
              from: tx.from,
              to: tx.to,
              data: tx.data,
              value: hex(tx.value),
              type: '0x0',
              gasPrice: hex(tx.eip155.gasPrice),
              ...(tx.eip155.gas ? { gas: hex(tx.eip155.gas) } : {}),
            },
          ],
        },
        { confirmedInModal: true },
      )
      if (typeof hash !== 'string') throw new Error('The wallet answered no transaction hash.')
      return hash
    },
    recordSwap(item) {
      deps.sent.add({ address: item.metadata.sentFrom, chainId: item.metadata.chain }, item)
    },
    settleSwap(hash, status) {
      deps.sent.settle(hash, status)
    },
    returnToAccount: deps.returnToAccount,
    async waitForReceipt(hash) {
      const id = connection().caipNetworkId
      const network = deps.networks().find((n) => n.caipNetworkId === id)
      if (!network) return 'timeout'
      return (await deps.chainClients.get(network)).waitForReceipt(hash, RECEIPT_TIMEOUT_MS)
    },
    quoteTtlMs: timing.quoteTtlMs ?? SWAP_QUOTE_TTL_MS,
    debounceMs: timing.debounceMs ?? SWAP_QUOTE_DEBOUNCE_MS,
  }
}
