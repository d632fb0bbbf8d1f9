import type { JsonRpcCall } from './JsonRpcSchema.ts'

/** A call the ranking's ping makes (its id and `jsonrpc` are added when sent). */
export type PingCall = Pick<JsonRpcCall, 'method' | 'params'>

/**
 * One network behind the chain RPC service: where its calls go, which methods it forwards,
 * and how its endpoints are pinged to rank them (SPEC §7).
 */
export type RpcTarget = {
  /** CAIP-2: `eip155:<id>` or `solana:<genesis hash, 32 characters>`. */
  caipNetworkId: string
  /** The configured `rpcUrl`, then its `rpcFallbackUrls`. */
  endpoints: readonly string[]
  /** The methods forwarded; any other call gets -32601. */
  methods: ReadonlySet<string>
  ping: {
    /** Sent as one batch to each endpoint; an error answer to any of them fails the ping. */
    calls: readonly PingCall[]
    /** Whether the results (in the calls' order) say the endpoint serves this network. */
    healthy: (results: readonly unknown[]) => boolean
  }
}
