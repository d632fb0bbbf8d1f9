import type { SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'
import { fromPromise } from 'xstate'
import type { SwapServices } from '../SwapServices.ts'
import type { SwapAccount, SwapContext } from './SwapContext.ts'
import { swapRequest } from './swapRequest.ts'

/** A transaction sent and mined; throws `rejected` or the receipt's status when not a success. */
async function sendAndWait(services: SwapServices, tx: SwapTx) {
  const hash = await services.send(tx)
  const status = await services.waitForReceipt(hash)
  if (status !== 'success') throw Object.assign(new Error(status), { status })
  return hash
}

/** The swap machine's services: each a promise on `SwapServices`. */
export const swapActors = {
  load: fromPromise<
    { tokens: SwapToken[]; balances: Record<string, bigint> },
    { services: SwapServices; account: SwapAccount }
  >(async ({ input }) => {
    const [tokens, balances] = await Promise.all([
      input.services.getTokens(input.account.chainId),
      input.services.getBalances(input.account.address, input.account.chainId),
    ])
    return { tokens, balances }
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
    input.services.getBalances(input.account?.address ?? '', input.account?.chainId ?? ''),
  ),
}
