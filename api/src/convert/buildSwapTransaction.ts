import type { SwapTx as SwapTransaction } from '@porthole/shared-protocol/dataApi'
import { erc20Abi, BaseError as ViemError } from 'viem'
import { SwapWouldFailError } from '../errors.ts'
import { isNative, readAllowance, type SwapContext } from './queries.ts'
import { planSwap, type SwapRequest } from './quoteSwap.ts'

/**
 * How much gas a built swap may use beyond the node's estimate, in percent. A node estimates
 * against the latest block; when that block traded on one of the route's pairs, the pair's
 * price accumulators are not written in the estimate (no time passed) but are in the next
 * block (about 10k gas a pair, 44k when they are written for the first time), so an exact
 * estimate makes a swap a wallet sends as-is run out of gas. Unused gas is refunded; 50 % is
 * what MetaMask adds to contract calls.
 */
const SWAP_GAS_MARGIN_PERCENT = 50n

const withMargin = (estimate: bigint) => (estimate * (100n + SWAP_GAS_MARGIN_PERCENT)) / 100n

/** Why a swap the node refused to estimate would fail, in the user's terms where known. */
async function failureReason(
  context: SwapContext,
  request: SwapRequest,
  error: unknown,
): Promise<string> {
  const { reader } = context.entry
  const token = request.from.address
  const balance = isNative(token)
    ? await reader.getBalance({ address: request.user })
    : await reader.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [request.user],
      })
  if (balance < request.amount) return 'the balance is lower than the amount'
  if ((await readAllowance(context, token, request.user)) < request.amount) {
    return 'the router is not approved for this amount; approve it first'
  }
  return error instanceof ViemError ? error.shortMessage : 'the node refused the transaction'
}

/**
 * SPEC §7 build-transaction: the router call for the best route at the current reserves,
 * with the least amount out the slippage allows; gas estimated (plus the margin above)
 * unless `disableEstimate`, and an estimate that fails is a 400 saying why.
 */
export async function buildSwapTransaction(
  context: SwapContext,
  request: SwapRequest & { disableEstimate?: boolean | undefined },
): Promise<SwapTransaction> {
  const { reader } = context.entry
  // A transaction is built at the head as it is now, not the one quotes last read.
  const plan = await planSwap(context, request, await context.market.freshHead())
  const call = {
    account: request.user,
    to: context.router.address,
    data: plan.data,
    value: plan.value,
  }
  const [gasPrice, gas] = await Promise.all([
    reader.getGasPrice(),
    request.disableEstimate
      ? undefined
      : reader.estimateGas(call).then(withMargin, async (error: unknown) => {
          throw new SwapWouldFailError(await failureReason(context, request, error), {
            cause: error,
          })
        }),
  ])
  return {
    from: request.user,
    to: context.router.address,
    data: plan.data,
    value: String(plan.value),
    eip155: { ...(gas === undefined ? {} : { gas: String(gas) }), gasPrice: String(gasPrice) },
  }
}
