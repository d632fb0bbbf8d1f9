import { amountProblem } from './amountProblem.ts'
import type { SwapContext, SwapEvent } from './SwapContext.ts'
import { swapRequest } from './swapRequest.ts'

const rejected = (error: unknown) => (error as { code?: unknown } | null)?.code === 4001

type GuardArgs = { context: SwapContext; event: SwapEvent }

/** The swap machine's guards. */
export const swapGuards = {
  sameAccount: ({ context, event }) =>
    event.type === 'START' &&
    event.account?.address === context.account?.address &&
    event.account?.chainId === context.account?.chainId,
  hasAccount: ({ event }) => event.type === 'START' && event.account !== null,
  cannotQuote: ({ context }) => {
    const problem = amountProblem(context)
    return problem !== null && problem !== 'insufficient'
  },
  canSwap: ({ context }) => amountProblem(context) === null && context.quote !== null,
  allowanceShort: ({ context, event }) =>
    (event as { output?: bigint }).output! < swapRequest(context).amount,
  rejected: ({ event }) => rejected((event as { error?: unknown }).error),
} satisfies Record<string, (args: GuardArgs) => boolean>
