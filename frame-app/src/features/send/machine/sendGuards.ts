import { ProviderDisconnectedError, UserRejectedRequestError } from '@porthole/shared-protocol'
import { hasErrorCode, isSameAccountStart } from '../../../guards/flowGuards.ts'
import { parseReceiver } from '../form/parseReceiver.ts'
import type { SendContext, SendEvent } from './SendContext.ts'
import { sendProblem } from './sendProblem.ts'

type GuardArgs = { context: SendContext; event: SendEvent }

/** The send machine's guards. */
export const sendGuards = {
  sameAccount: isSameAccountStart,
  valid: ({ context }) => sendProblem(context) === null,
  isName: ({ context }) =>
    parseReceiver(
      context.receiverInput,
      context.account?.namespace ?? 'eip155',
      context.account?.caipNetworkId,
    ).kind === 'name',
  rejected: hasErrorCode(UserRejectedRequestError.code),
  disconnected: hasErrorCode(ProviderDisconnectedError.code),
} satisfies Record<string, (args: GuardArgs) => boolean>
