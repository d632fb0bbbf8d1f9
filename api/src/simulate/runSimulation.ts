import { type Address, BaseError, type Hex, type PublicClient } from 'viem'
import { SimulationUnavailableError } from '../errors.ts'
import { asChainUnavailable } from '../rpc/upstream/ChainUnavailableError.ts'
import type { SimulateBody } from './schemas.ts'

/** A log of a simulated call, as the node gives it. */
export type SimulatedLog = { address: Address; topics: Hex[]; data: Hex }

/** One simulated call: its logs, or its failure (revert data and the node's message). */
export type SimulatedCall =
  | { status: 'success'; logs: SimulatedLog[] }
  | { status: 'failure'; data: Hex | null; message: string | null }

type RpcCall = {
  status: Hex
  returnData?: Hex
  logs?: SimulatedLog[]
  error?: { message?: string; data?: Hex }
}

const METHOD_NOT_FOUND = -32601

/** The JSON-RPC error code an error of the reader carries, if any. */
const codeOf = (error: unknown): number | undefined => {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
  return (found as { code?: number } | null)?.code
}

/**
 * Runs the calls from `from`, in order, in one simulated block on top of the latest (EIP
 * `eth_simulateV1`) with `traceTransfers`, so coin transfers show as ERC-20-shaped logs of
 * 0xeeee…eeee. No validation: the fee is the view's to show, not the simulation's.
 * A node without the method is SimulationUnavailableError; a call the node refuses as a whole
 * (the account cannot pay the value) is that call failing with the node's message.
 */
export async function runSimulation(
  reader: PublicClient,
  body: SimulateBody,
): Promise<SimulatedCall[]> {
  const calls = body.calls.map((call) => ({
    from: body.from,
    ...(call.to ? { to: call.to } : {}),
    ...(call.value ? { value: call.value } : {}),
    ...(call.data ? { input: call.data } : {}),
  }))
  const params = [
    { blockStateCalls: [{ calls }], traceTransfers: true, validation: false },
    'latest',
  ]
  let blocks: { calls: RpcCall[] }[]
  try {
    blocks = (await reader.request({
      method: 'eth_simulateV1',
      params,
    } as never)) as { calls: RpcCall[] }[]
  } catch (error) {
    const code = codeOf(error)
    if (code === undefined || asChainUnavailable(error)) throw error
    const message = error instanceof BaseError ? error.details || error.shortMessage : null
    // Nodes word a missing method differently (-32601, or -32600 "does not exist").
    if (
      code === METHOD_NOT_FOUND ||
      /method .*(not|does not) (exist|found|supported|available)/i.test(message ?? '')
    )
      throw new SimulationUnavailableError({ cause: error })
    return [{ status: 'failure', data: null, message }]
  }
  const results = blocks[0]?.calls ?? []
  return results.map((call) =>
    call.status === '0x1'
      ? { status: 'success', logs: call.logs ?? [] }
      : {
          status: 'failure',
          data: call.error?.data ?? call.returnData ?? null,
          message: call.error?.message ?? null,
        },
  )
}
