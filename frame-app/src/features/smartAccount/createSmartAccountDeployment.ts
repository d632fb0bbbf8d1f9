import type { CaipNetworkId } from '@porthole/shared-protocol'
import { DELEGATED_CODE } from '../../connectors/embedded/evm/delegatedCode.ts'

/** Reads an address's code on a network (`eth_getCode`). */
export type ReadCode = (address: string, caipNetworkId: CaipNetworkId) => Promise<unknown>

/**
 * SPEC §3 `smartAccountDeployed`, read from the chain: an embedded smart account is deployed on
 * a network once its address carries the EIP-7702 delegation to Simple7702Account (the first
 * batched send sets it). `check` reads again unless the account is known deployed or a read is
 * under way; a deployed account stays deployed. A failed read leaves what was known.
 *
 * @example
 * const deployment = createSmartAccountDeployment(readCode)
 * deployment.check(address, 'eip155:1')
 * deployment.subscribe(() => deployment.deployed(address, 'eip155:1'))
 */
export function createSmartAccountDeployment(readCode: ReadCode) {
  const known = new Map<string, boolean>()
  const reading = new Set<string>()
  const listeners = new Set<() => void>()
  const keyOf = (address: string, caipNetworkId: CaipNetworkId) =>
    `${caipNetworkId}:${address.toLowerCase()}`
  return {
    /** The last reading, or undefined before the first answer. */
    deployed: (address: string, caipNetworkId: CaipNetworkId) =>
      known.get(keyOf(address, caipNetworkId)),
    check(address: string, caipNetworkId: CaipNetworkId): void {
      const key = keyOf(address, caipNetworkId)
      if (known.get(key) || reading.has(key)) return
      reading.add(key)
      readCode(address, caipNetworkId)
        .then((code) => {
          const deployed = String(code).toLowerCase() === DELEGATED_CODE
          if (known.get(key) === deployed) return
          known.set(key, deployed)
          for (const listener of listeners) listener()
        })
        .catch(() => undefined)
        .finally(() => reading.delete(key))
    },
    /** Called after each change of a reading; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
export type SmartAccountDeployment = ReturnType<typeof createSmartAccountDeployment>
