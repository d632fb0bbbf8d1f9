/** The numeric EVM chain id of an `eip155:<id>` CAIP-2 network id. */
export function chainIdOf(caipNetworkId: string): number {
  return Number(caipNetworkId.slice('eip155:'.length))
}
