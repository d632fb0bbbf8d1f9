import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { hasErrorCode, isSameAccountStart, startsWithAccount } from '../../../guards/flowGuards.ts'
import { amountProblem } from './amountProblem.ts'
import type { SwapContext, SwapEvent } from './SwapContext.ts'
import { swapRequest } from './swapRequest.ts'

type GuardArgs = { context: SwapContext; event: SwapEvent }

/** The swap machine's guards. */
export const swapGuards = {
  sameAccount: isSameAccountStart,
  hasAccount: startsWithAccount,
  cannotQuote: ({ context }) => {
    const problem = amountProblem(context)
    return problem !== null && problem !== 'insufficient'
  },
  canSwap: ({ context }) => amountProblem(context) === null && context.quote !== null,
  allowanceShort: ({ context, event }) =>
    (event as { output?: bigint }).output! < swapRequest(context).amount,
  rejected: hasErrorCode(UserRejectedRequestError.code),
} satisfies Record<string, (args: GuardArgs) => boolean>
