/**
 * One asset the simulated request moves into or out of the account, as the user reads it:
 * `amount` in the token's units with its symbol (`1.5 ETH`, `12 PDT`), or an NFT (`PPH #2`);
 * `token` is the contract (absent for the network's coin).
 */
export type AssetMove = { amount: string; token?: string }

/**
 * What the request would do if sent now (`POST /v1/simulate`): the account's balance changes,
 * the first call that would revert (its index in a batch and the chain's reason), or no
 * simulation at all (the node lacks `eth_simulateV1`, the api does not serve the network or is
 * not reachable).
 */
export type SimulationOutcome =
  | { kind: 'changes'; send: AssetMove[]; receive: AssetMove[] }
  | { kind: 'reverted'; callIndex: number; reason: string | null }
  | { kind: 'unavailable' }

/** One call as the simulation takes it. */
export type SimulatedCall = {
  to?: string | null | undefined
  value?: string | undefined
  data?: string | undefined
}

/** Runs the request's calls, in order, for its account and network. */
export type Simulate = (calls: readonly SimulatedCall[]) => Promise<SimulationOutcome>
