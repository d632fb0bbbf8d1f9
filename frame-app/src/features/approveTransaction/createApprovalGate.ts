import {
  type CaipNetworkId,
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { createActor } from 'xstate'
import type { ApprovalContext, ApprovalRequest } from './ApprovalRequest.ts'
import { approvalMachine } from './queue/approvalMachine.ts'
import type { ApprovalSummary } from './summary/ApprovalSummary.ts'

type Subscribable<T> = {
  getSnapshot(): T
  subscribe(listener: () => void): { unsubscribe(): void }
}

export type ApprovalGateDeps = {
  /** The verified host origin (from the bridge handshake and settings). */
  getHostOrigin: () => string | null
  /** Whether ApproveTransaction is the view on screen in an open modal. */
  isShowing: () => boolean
  /** Open the modal on ApproveTransaction (pushing it over what is open) and ask the host to show it. */
  show: () => Promise<void>
  /** Leave ApproveTransaction once nothing waits: back to the view under it, or close. */
  leave: (closeModal: boolean) => void
  /** Whether the modal is open (before a request shows it). */
  isOpen: () => boolean
  /**
   * The connected account and network of `namespace` (an email login has an EVM and a Solana
   * connection), or null when that namespace is disconnected.
   */
  getCurrent: (namespace: string) => { account: string; caipNetworkId: CaipNetworkId } | null
  /** Decode a request for the view (loaded with the view's chunk). */
  summarize: (request: ApprovalRequest, context: ApprovalContext) => Promise<ApprovalSummary>
  /** Actors whose changes may end a request: the view stack and the connection. */
  watch: readonly Subscribable<unknown>[]
}

export type ApproveOptions = {
  /** Aborts the request (the vault went away, the connector disconnected); rejects with its reason. */
  signal?: AbortSignal
}

/** `approve(request, context)`: resolves when the user approves, rejects with a typed error otherwise. */
export type ApproveHook = (
  request: ApprovalRequest,
  context: Omit<ApprovalContext, 'hostOrigin'>,
  options?: ApproveOptions,
) => Promise<void>

/**
 * The embedded connector's approval hook (SPEC §5, SECURITY #15, #21): each "not safe" request
 * is shown in ApproveTransaction with the verified host origin; the returned promise resolves on
 * Approve and rejects with 4001 on Reject, Escape, the close button or back. It never stays
 * pending: a request also rejects when the modal closes or leaves the view (4001), the account
 * disconnects (4900) or moves to another account or network (4901), the host cannot show the
 * modal, or `signal` aborts.
 */
export function createApprovalGate(deps: ApprovalGateDeps) {
  const actor = createActor(approvalMachine).start()
  const waiting = new Map<
    string,
    { resolve: () => void; reject: (error: Error) => void; cleanup: () => void }
  >()
  let nextId = 0
  let openedClosed = false

  const queue = () => actor.getSnapshot().context.queue
  const reject = (id: string, error: Error) =>
    actor.send({ type: 'SETTLE', id, outcome: { kind: 'rejected', error } })
  const rejectAll = (error: Error) => {
    for (const item of queue()) reject(item.id, error)
  }

  actor.on('settled', (event) => {
    const entry = waiting.get(event.id)
    waiting.delete(event.id)
    entry?.cleanup()
    if (event.outcome.kind === 'approved') entry?.resolve()
    else entry?.reject(event.outcome.error)
    const left = queue().filter((item) => item.id !== event.id)
    if (left.length === 0 && deps.isShowing()) deps.leave(openedClosed)
  })

  const check = () => {
    const items = queue()
    if (items.length === 0) return
    if (!deps.isShowing()) return rejectAll(new UserRejectedRequestError())
    for (const item of items) {
      const current = deps.getCurrent(item.context.caipNetworkId.split(':')[0] ?? '')
      if (!current)
        reject(item.id, new ProviderDisconnectedError('The embedded wallet disconnected.'))
      else if (
        current.account.toLowerCase() !== item.context.account.toLowerCase() ||
        current.caipNetworkId !== item.context.caipNetworkId
      )
        reject(
          item.id,
          new ChainDisconnectedError('The account or network changed before the user approved.'),
        )
    }
  }
  for (const source of deps.watch) source.subscribe(check)

  const approve: ApproveHook = (request, context, options = {}) => {
    const hostOrigin = deps.getHostOrigin()
    if (!hostOrigin) return Promise.reject(new ProviderDisconnectedError('No verified host.'))
    const { signal } = options
    const abortError = () =>
      signal?.reason instanceof Error ? signal.reason : new UserRejectedRequestError()
    if (signal?.aborted) return Promise.reject(abortError())
    nextId += 1
    const id = String(nextId)
    const onAbort = () => reject(id, abortError())
    const cleanup = () => signal?.removeEventListener('abort', onAbort)
    const promise = new Promise<void>((resolve, reject) =>
      waiting.set(id, { resolve, reject, cleanup }),
    )
    if (queue().length === 0) openedClosed = !deps.isOpen()
    const full = { ...context, hostOrigin }
    actor.send({ type: 'REQUEST', item: { id, request, context: full } })
    deps.summarize(request, full).then(
      (summary) => actor.send({ type: 'SUMMARIZED', id, summary }),
      (error: unknown) => reject(id, error instanceof Error ? error : new Error(String(error))),
    )
    signal?.addEventListener('abort', onAbort, { once: true })
    deps
      .show()
      .then(check, (error: unknown) =>
        reject(id, error instanceof Error ? error : new Error(String(error))),
      )
    return promise
  }

  return {
    actor,
    approve,
    /** Approve: only the request on screen. */
    approveShown: (id: string) => actor.send({ type: 'SETTLE', id, outcome: { kind: 'approved' } }),
    /** Reject: the request gets 4001. */
    reject: (id: string) => reject(id, new UserRejectedRequestError()),
  }
}
export type ApprovalGate = ReturnType<typeof createApprovalGate>
