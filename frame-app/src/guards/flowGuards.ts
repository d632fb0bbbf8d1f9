/**
 * The guards the flows' machines share (Send, Swap, OnRamp), each named in a machine's `setup`.
 * One module, so the lazy flows share one small chunk.
 */

type FlowAccount = { address: string; caipNetworkId: string }

/** The event is `START` with an account to run for (not null). */
export const startsWithAccount = ({ event }: { event: { type: string; account?: unknown } }) =>
  event.type === 'START' && event.account !== null

/**
 * The event is `START` for the account (address and network) the flow already runs for, so the
 * flow keeps its state instead of starting again.
 */
export const isSameAccountStart = ({
  context,
  event,
}: {
  context: { account: FlowAccount | null }
  event: { type: string; account?: FlowAccount | null }
}) =>
  event.type === 'START' &&
  context.account?.address === event.account?.address &&
  context.account?.caipNetworkId === event.account?.caipNetworkId

/**
 * For a machine's `onError`: the error carries this EIP-1193 `code` (the user's refusal, 4001;
 * a wallet gone, 4900).
 */
export const hasErrorCode =
  (code: number) =>
  ({ event }: { event: object }) =>
    (event as { error?: { code?: unknown } | null }).error?.code === code
