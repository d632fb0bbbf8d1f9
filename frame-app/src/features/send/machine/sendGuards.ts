import { ProviderDisconnectedError, UserRejectedRequestError } from '@porthole/shared-protocol'
import { parseReceiver } from '../form/parseReceiver.ts'
import type { SendContext, SendEvent } from './SendContext.ts'
import { sendProblem } from './sendProblem.ts'

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code

type GuardArgs = { context: SendContext; event: SendEvent }

/** The send machine's guards. */
export const sendGuards = {
  sameAccount: ({ context, event }) =>
    event.type === 'START' &&
    context.account?.address === event.account?.address &&
    context.account?.caipNetworkId === event.account?.caipNetworkId,
  valid: ({ context }) => sendProblem(context) === null,
  isName: ({ context }) =>
    parseReceiver(
      context.receiverInput,
      context.account?.namespace ?? 'eip155',
      context.account?.caipNetworkId,
    ).kind === 'name',
  rejected: ({ event }) =>
    codeOf((event as { error?: unknown }).error) === UserRejectedRequestError.code,
  disconnected: ({ event }) =>
    codeOf((event as { error?: unknown }).error) === ProviderDisconnectedError.code,
} satisfies Record<string, (args: GuardArgs) => boolean>
