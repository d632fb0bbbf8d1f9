import { getBase64Encoder } from '@solana/kit'
import * as z from 'zod/mini'
import { REMOVE_DELEGATION_METHOD } from '../../../connectors/embedded/evm/delegation/removeDelegationMethod.ts'
import type { ApprovalRequest } from '../ApprovalRequest.ts'
import type { ApprovalSummary } from './ApprovalSummary.ts'
import { decodeMessageBytes } from './decodeMessageBytes.ts'
import { summarizeDelegationRemoval } from './delegation/summarizeDelegationRemoval.ts'
import {
  summarizePermission,
  summarizePermissionRevoke,
} from './permissions/summarizePermission.ts'
import type { Simulate, SimulatedCall } from './simulation/SimulationOutcome.ts'
import { summarizePersonalSign } from './summarizePersonalSign.ts'
import { summarizeSolanaTransaction } from './summarizeSolanaTransaction.ts'
import {
  feeOf,
  summarizeTransaction,
  type TransactionDeps,
  TransactionParamsSchema,
} from './summarizeTransaction.ts'
import { summarizeTypedData } from './summarizeTypedData.ts'

export type SummaryDeps = TransactionDeps & {
  /** The active EVM chain id (typed-data domains are checked against it), null on Solana. */
  chainId: number | null
  /** Simulates calls for the request's account and network (`POST /v1/simulate`), when an api is set. */
  simulate?: Simulate
}

/** The simulation's outcome as a summary field: none without a way to simulate. */
const simulated = async (deps: SummaryDeps, calls: readonly SimulatedCall[]) =>
  deps.simulate ? { simulation: await deps.simulate(calls) } : {}

const SendCallsSchema = z.array(z.object({ calls: z.array(TransactionParamsSchema) }))
const raw = (params: unknown): ApprovalSummary => ({
  kind: 'raw',
  json: JSON.stringify(params ?? null, null, 2),
})

async function decode(request: ApprovalRequest, deps: SummaryDeps): Promise<ApprovalSummary> {
  const { method, params } = request
  switch (method) {
    case 'personal_sign':
      return summarizePersonalSign(params)
    case 'eth_signTypedData_v4':
      return summarizeTypedData(params, deps.chainId, deps)
    case 'eth_sendTransaction': {
      const [tx] = Array.isArray(params) ? params : []
      const parsed = TransactionParamsSchema.safeParse(tx)
      if (!parsed.success) return raw(params)
      const call = { ...parsed.data, data: parsed.data.data ?? parsed.data.input }
      const [transaction, fee, simulation] = await Promise.all([
        summarizeTransaction(parsed.data, deps),
        feeOf(parsed.data, deps),
        simulated(deps, [call]),
      ])
      return { kind: 'transaction', transaction, fee, ...simulation }
    }
    case 'wallet_sendCalls': {
      const parsed = SendCallsSchema.safeParse(params)
      const first = parsed.success ? parsed.data[0] : undefined
      if (!first) return raw(params)
      const [calls, simulation] = await Promise.all([
        Promise.all(first.calls.map((call) => summarizeTransaction(call, deps))),
        simulated(
          deps,
          first.calls.map((call) => ({ ...call, data: call.data ?? call.input })),
        ),
      ])
      return { kind: 'calls', calls, ...simulation }
    }
    case 'wallet_requestExecutionPermissions':
    case 'wallet_grantPermissions':
      return summarizePermission(method, params, deps)
    case REMOVE_DELEGATION_METHOD:
      return summarizeDelegationRemoval(params)
    case 'wallet_revokeExecutionPermission':
    case 'wallet_revokePermissions':
      return summarizePermissionRevoke(params)
    case 'solana:signMessage': {
      const message = (params as { message?: unknown } | null)?.message
      if (typeof message !== 'string') return raw(params)
      return {
        kind: 'message',
        ...decodeMessageBytes(new Uint8Array(getBase64Encoder().encode(message))),
      }
    }
    case 'signMessage': {
      // The frame's Bitcoin vocabulary (bip122): the message is the text itself.
      const message = (params as { message?: unknown } | null)?.message
      if (typeof message !== 'string') return raw(params)
      return { kind: 'message', ...decodeMessageBytes(new TextEncoder().encode(message)) }
    }
    case 'solana:signTransaction':
      return summarizeSolanaTransaction(params, false)
    case 'solana:signAndSendTransaction':
      return summarizeSolanaTransaction(params, true)
    default:
      return raw(params)
  }
}

/**
 * What ApproveTransaction shows for a request (SPEC §5 "not safe" methods): a decoded summary,
 * or the params as JSON (`raw`) when they cannot be decoded, so a malformed request is still
 * shown as it is and never hidden behind a guess.
 */
export async function summarizeApproval(
  request: ApprovalRequest,
  deps: SummaryDeps,
): Promise<ApprovalSummary> {
  try {
    return await decode(request, deps)
  } catch {
    return raw(request.params)
  }
}
