import type { SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'
import { fromPromise } from 'xstate'
import type { SwapServices } from '../SwapServices.ts'
import type { SwapAccount, SwapContext } from './SwapContext.ts'
import { SwapLoadError } from './SwapLoadError.ts'
import { swapRequest } from './swapRequest.ts'

/** A transaction sent and mined; throws `rejected` or the receipt's status when not a success. */
async function sendAndWait(services: SwapServices, tx: SwapTx) {
  const hash = await services.send(tx)
  const status = await services.waitForReceipt(hash)
  if (status !== 'success') throw Object.assign(new Error(status), { status })
  return hash
}

const refused = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && (result.reason as { status?: unknown } | null)?.status === 400

/** The swap machine's services: each a promise on `SwapServices`. */
export const swapActors = {
  // SPEC §8: a network the api does not serve says 'Network not supported for Gas Price'; one
  // it serves without a router, 'Network not supported for Swaps'.
  load: fromPromise<
    { tokens: SwapToken[]; balances: Record<string, bigint>; gasPrice: bigint },
    { services: SwapServices; account: SwapAccount }
  >(async ({ input }) => {
    const { services, account } = input
    const [gasPrice, tokens, balances] = await Promise.allSettled([
      services.getGasPrice(account.caipNetworkId),
      services.getTokens(account.caipNetworkId),
      services.getBalances(account.address, account.caipNetworkId),
    ])
    if (
      gasPrice.status === 'fulfilled' &&
      tokens.status === 'fulfilled' &&
      balances.status === 'fulfilled'
    )
      return { tokens: tokens.value, balances: balances.value, gasPrice: gasPrice.value }
    const failed = [gasPrice, tokens, balances].find((result) => result.status === 'rejected')
    const cause = failed?.status === 'rejected' ? failed.reason : undefined
    if (refused(gasPrice)) throw new SwapLoadError('gasPriceUnsupported', { cause })
    if (refused(tokens)) throw new SwapLoadError('unsupported', { cause })
    throw new SwapLoadError('loadFailed', { cause })
  }),
  quote: fromPromise<SwapQuote, SwapContext>(({ input }) =>
    input.services.getQuote(swapRequest(input)),
  ),
  allowance: fromPromise<bigint, SwapContext>(({ input }) =>
    input.services.getAllowance(input.from, swapRequest(input).userAddress),
  ),
  approve: fromPromise<string, SwapContext>(async ({ input }) => {
    const { from, to, userAddress, amount } = swapRequest(input)
    const tx = await input.services.buildApprove({ from, to, userAddress, amount })
    return sendAndWait(input.services, tx)
  }),
  build: fromPromise<SwapTx, SwapContext>(({ input }) =>
    input.services.buildSwap(swapRequest(input)),
  ),
  send: fromPromise<string, { services: SwapServices; tx: SwapTx }>(({ input }) =>
    input.services.send(input.tx),
  ),
  receipt: fromPromise<'success' | 'reverted' | 'timeout', SwapContext>(({ input }) =>
    input.services.waitForReceipt(input.hash ?? ''),
  ),
  refresh: fromPromise<Record<string, bigint>, SwapContext>(({ input }) =>
    input.services.getBalances(input.account?.address ?? '', input.account?.caipNetworkId ?? ''),
  ),
}
