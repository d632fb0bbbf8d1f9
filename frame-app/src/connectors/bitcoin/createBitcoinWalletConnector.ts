import type { HostWallet, Network, RpcRequest } from '@porthole/shared-protocol'
import {
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  REVOKE_PERMISSIONS_TIMEOUT_MS,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import { type BitcoinNetwork, bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import * as z from 'zod/mini'
import type { ConnectorEvent, ConnectResult } from '../Connector.ts'
import type { HostWalletConnector } from '../hostWallet/createHostWalletConnector.ts'
import {
  createHostWalletRequest,
  type HostWalletRequest,
} from '../hostWallet/createHostWalletRequest.ts'
import { hostWalletInfo } from '../hostWallet/hostWalletInfo.ts'
import { DEFAULT_LIVENESS, type LivenessOptions } from '../hostWallet/withLiveness.ts'
import type { BitcoinAccount } from './bitcoinRequests.ts'
import { SignMessageParamsSchema, SignPsbtParamsSchema } from './bitcoinRequests.ts'
import { toBitcoinAccounts } from './toBitcoinAccounts.ts'

const Connected = z.object({
  accounts: z.array(z.object({ address: z.string(), publicKey: z.string() })),
})
const Signed = z.object({ psbt: z.string() })
const MessageSigned = z.object({ signature: z.string() })
const PURPOSES = { purposes: ['payment', 'ordinals'] }
const SILENT_CONNECT = { method: 'standard:connect', params: { silent: true } }
/** A public key as the bridge carries it (base64) in hex, as WalletConnect's bip122 gives it. */
const hex = (base64: string) =>
  Array.from(atob(base64), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')

/** Wallet Standard's chain names for the Bitcoin networks (the `bitcoin:` extension). */
const standardChain = (network: BitcoinNetwork) =>
  network.bech32 === 'bc'
    ? 'bitcoin:mainnet'
    : network.bech32 === 'bcrt'
      ? 'bitcoin:regtest'
      : 'bitcoin:testnet'

/**
 * A Bitcoin wallet of the host page (Wallet Standard, `bitcoin:` features), reached through
 * HOST_WALLET_REQUEST. Connect asks `bitcoin:connect` for the payment and ordinals addresses
 * (told apart by `toBitcoinAccounts`: the payment address is the connection's account);
 * restore asks `standard:connect` silently, and a wallet without it is not restored. Its
 * `request` answers the frame's Bitcoin vocabulary (`bitcoinRequests.ts`). The network is the
 * dapp's bip122 network the user chose, or the first one configured.
 */
export function createBitcoinWalletConnector(
  wallet: HostWallet,
  forward: HostWalletRequest,
  getNetworks: () => readonly Network[],
  liveness: Omit<LivenessOptions, 'probe'> = DEFAULT_LIVENESS,
): HostWalletConnector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let accounts: BitcoinAccount[] = []
  let network: BitcoinNetwork | undefined
  const ask = createHostWalletRequest(wallet, forward, liveness, SILENT_CONNECT)
  const pickNetwork = (preferred?: Network): BitcoinNetwork => {
    const chosen =
      preferred?.chainNamespace === 'bip122'
        ? preferred
        : getNetworks().find((entry) => entry.chainNamespace === 'bip122')
    const known = chosen && bitcoinNetworkOf(chosen.caipNetworkId)
    if (!known) throw new UnrecognizedChainError('No known Bitcoin network is configured.')
    return known
  }
  const connectWith = async (
    req: RpcRequest,
    preferred?: Network,
  ): Promise<ConnectResult | null> => {
    const target = pickNetwork(preferred)
    const parsed = Connected.safeParse(await ask(req))
    if (!parsed.success) throw new InvalidParamsRpcError('The wallet returned invalid accounts.')
    const found = toBitcoinAccounts(
      parsed.data.accounts.map(({ address, publicKey }) => ({
        address,
        publicKey: hex(publicKey),
      })),
      target,
    )
    if (!found.length) return null
    accounts = found
    network = target
    return {
      accounts: found.map((account) => account.address),
      caipNetworkId: target.caipNetworkId,
    }
  }
  const signPsbt = async (params: unknown) => {
    const parsed = SignPsbtParamsSchema.safeParse(params)
    if (!parsed.success || !network) throw new InvalidParamsRpcError('Invalid signPsbt params.')
    const byAddress = new Map<string, number[]>()
    for (const { address, index } of parsed.data.signInputs)
      byAddress.set(address, [...(byAddress.get(address) ?? []), index])
    const signed = Signed.safeParse(
      await ask({
        method: 'bitcoin:signTransaction',
        params: {
          psbt: parsed.data.psbt,
          chain: standardChain(network),
          inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({
            address,
            signingIndexes,
          })),
        },
      }),
    )
    if (!signed.success) throw new InvalidParamsRpcError('The wallet returned no signed PSBT.')
    return signed.data
  }
  const signMessage = async (params: unknown) => {
    const parsed = SignMessageParamsSchema.safeParse(params)
    if (!parsed.success) throw new InvalidParamsRpcError('Invalid signMessage params.')
    const address = parsed.data.address ?? parsed.data.account
    const bytes = new TextEncoder().encode(parsed.data.message)
    const signed = MessageSigned.safeParse(
      await ask({
        method: 'bitcoin:signMessage',
        params: { address, message: btoa(String.fromCharCode(...bytes)) },
      }),
    )
    if (!signed.success) throw new InvalidParamsRpcError('The wallet returned no signature.')
    return { address, signature: signed.data.signature }
  }
  return {
    ...hostWalletInfo(wallet),
    async connect(options) {
      const result = await connectWith(
        { method: 'bitcoin:connect', params: PURPOSES },
        options?.network,
      )
      if (!result) throw new ProviderDisconnectedError('The wallet returned no Bitcoin accounts.')
      return result
    },
    restore: () => connectWith(SILENT_CONNECT).catch(() => null),
    async disconnect() {
      const done = ask({ method: 'bitcoin:disconnect' })
        .catch(() => ask({ method: 'standard:disconnect' }))
        .catch(() => undefined)
      await Promise.race([
        done,
        new Promise((resolve) => setTimeout(resolve, REVOKE_PERMISSIONS_TIMEOUT_MS)),
      ])
      accounts = []
    },
    async request(req) {
      if (req.method === 'getAccountAddresses') return accounts
      if (req.method === 'signPsbt') return signPsbt(req.params)
      if (req.method === 'signMessage') return signMessage(req.params)
      throw new UnsupportedProviderMethodError(`${wallet.name} does not support ${req.method}.`)
    },
    async switchNetwork(next) {
      if (next.chainNamespace !== 'bip122')
        throw new UnrecognizedChainError(`${wallet.name} is a Bitcoin wallet.`)
      network = pickNetwork(next)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleEvent(event, data) {
      if (event !== 'accountsChanged' || !Array.isArray(data) || data.length > 0) return
      // A wallet that revoked the site's grant; other account changes need a new connect.
      accounts = []
      for (const listener of listeners) listener({ type: 'disconnect' })
    },
  }
}
