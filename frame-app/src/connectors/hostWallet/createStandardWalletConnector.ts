import type { HostWallet, Network } from '@porthole/shared-protocol'
import {
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  REVOKE_PERMISSIONS_TIMEOUT_MS,
  UnrecognizedChainError,
} from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { isSolanaAddress } from '../../chains/solana/isSolanaAddress.ts'
import type { ConnectorEvent } from '../Connector.ts'
import type { HostWalletConnector } from './createHostWalletConnector.ts'
import { createHostWalletRequest, type HostWalletRequest } from './createHostWalletRequest.ts'
import { hostWalletInfo } from './hostWalletInfo.ts'
import { DEFAULT_LIVENESS, type LivenessOptions } from './withLiveness.ts'

/** SPEC §9: disconnect is waited for at most this long. */
const DISCONNECT_TIMEOUT_MS = REVOKE_PERMISSIONS_TIMEOUT_MS
const Connected = z.object({ accounts: z.array(z.object({ address: z.string() })) })

/**
 * A Solana wallet of the host page (Wallet Standard), reached through HOST_WALLET_REQUEST with
 * feature names as methods (docs/bridge.md). Its network is the dapp's active solana network,
 * or the first one configured: Wallet Standard wallets name the chain per request and have no
 * switch. Requests are watched for liveness with a silent connect as the probe.
 */
export function createStandardWalletConnector(
  wallet: HostWallet,
  forward: HostWalletRequest,
  getNetworks: () => readonly Network[],
  liveness: Omit<LivenessOptions, 'probe'> = DEFAULT_LIVENESS,
): HostWalletConnector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  const request = createHostWalletRequest(wallet, forward, liveness, {
    method: 'standard:connect',
    params: { silent: true },
  })
  const solanaNetwork = (preferred?: Network) => {
    if (preferred?.chainNamespace === 'solana') return preferred.caipNetworkId
    const first = getNetworks().find((network) => network.chainNamespace === 'solana')
    if (!first) throw new UnrecognizedChainError('No solana network is configured.')
    return first.caipNetworkId
  }
  const connectWith = async (silent: boolean, network?: Network) => {
    const parsed = Connected.safeParse(
      await request({ method: 'standard:connect', params: { silent } }),
    )
    if (!parsed.success) throw new InvalidParamsRpcError('The wallet returned invalid accounts.')
    const accounts = toAddresses(parsed.data.accounts.map((account) => account.address))
    return accounts.length ? { accounts, caipNetworkId: solanaNetwork(network) } : null
  }
  return {
    ...hostWalletInfo(wallet),
    async connect(options) {
      const result = await connectWith(false, options?.network)
      if (!result) throw new ProviderDisconnectedError('The wallet returned no accounts.')
      return result
    },
    restore: () => connectWith(true),
    async disconnect() {
      const done = request({ method: 'standard:disconnect' }).catch(() => undefined)
      await Promise.race([
        done,
        new Promise((resolve) => setTimeout(resolve, DISCONNECT_TIMEOUT_MS)),
      ])
    },
    request,
    async switchNetwork(network) {
      if (network.chainNamespace !== 'solana')
        throw new UnrecognizedChainError(`${wallet.name} is a Solana wallet.`)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleEvent(event, data) {
      try {
        if (event !== 'accountsChanged') return
        const accounts = toAddresses(data)
        emit(accounts.length ? { type: 'accountsChanged', accounts } : { type: 'disconnect' })
      } catch {
        // A malformed event from the host page is ignored, never acted on.
      }
    },
  }
}

function toAddresses(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every(isSolanaAddress))
    throw new InvalidParamsRpcError('The wallet returned invalid Solana addresses.')
  return value
}
