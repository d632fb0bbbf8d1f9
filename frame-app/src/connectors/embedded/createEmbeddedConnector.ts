import {
  type AccountType,
  classifyRpcMethod,
  InvalidParamsRpcError,
  type Network,
  ProviderDisconnectedError,
  type RpcRequest,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import type { Hex } from 'viem'
import type { ApiClient } from '../../api/createApiClient.ts'
import type { ChainClients } from '../../chains/createChainClients.ts'
import type {
  Connector,
  ConnectorEvent,
  ConnectResult,
  RequestOptions,
  TypedAccount,
} from '../Connector.ts'
import { createCallsStore } from '../callsStore/createCallsStore.ts'
import { frameSessionStorage, readTabClaim } from '../callsStore/readTabClaim.ts'
import { caipToHexChainId } from '../chainIdToCaip.ts'
import type { ApproveRequest } from './approveRequest.ts'
import { assertOwnSigner } from './assertOwnSigner.ts'
import type { VaultClient } from './createVaultClient.ts'
import { EMBEDDED_RDNS } from './embeddedRdns.ts'
import { createSmartAccountRpc } from './evm/createSmartAccountRpc.ts'
import { sendDelegationRemoval } from './evm/delegation/sendDelegationRemoval.ts'
import { sendEvmTransaction } from './evm/sendEvmTransaction.ts'
import { UserOperationsUnavailableError } from './evm/UserOperationsUnavailableError.ts'
import { createExecutionPermissions } from './permissions/createExecutionPermissions.ts'
import { namesPermissionContext } from './permissions/readPermissionRequest.ts'
import { socialProviderNames } from './socialProviderNames.ts'

const SIGNED_IN_VAULT = new Set(['personal_sign', 'eth_signTypedData_v4'])
const GRANT_METHODS = new Set(['wallet_requestExecutionPermissions', 'wallet_grantPermissions'])

/**
 * The embedded wallet (email login) as a `Connector`: accounts from the vault's GET_USER;
 * `request` answers accounts and chain itself, read-only methods from the chain's RPC, asks
 * `approve` (ApproveTransaction) before every "not safe" method, refuses the rest (5103),
 * signs in the vault (RPC_REQUEST), and sends transactions by preparing them on the chain's
 * RPC, having the vault sign the serialized transaction and broadcasting it with
 * `eth_sendRawTransaction`. Other wallet methods are 4200. Where smart accounts are enabled
 * the account is an eoa or a smart account (EIP-7702, same address) per chain, and EIP-5792
 * batches run through `createSmartAccountRpc`.
 */
export function createEmbeddedConnector(deps: {
  vault: VaultClient
  networks: () => readonly Network[]
  chainClients: ChainClients
  approve: ApproveRequest
  /** The api, which keeps the EIP-5792 batches the account sends (null without one). */
  api: ApiClient | null
}): Connector & {
  email: () => string | null
  isSocial: () => boolean
  /** The Solana (ed25519) address of the same login, null while signed out. */
  solanaAddress: () => string | null
  setEmail: (email: string) => void
  /** False where the vault's storage is blocked: the session lasts for the page. */
  sessionPersists: () => boolean
} {
  const { approve } = deps
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const state: {
    address: Hex | null
    solanaAddress: string | null
    email: string | null
    /** A social or Farcaster login: "Google (alice)". */
    social: string | null
    network: Network | null
    accountType: AccountType
    allAccounts: TypedAccount[]
    enabledNetworks: readonly string[]
    /** False where the vault's storage is blocked: the session lasts for the page. */
    sessionPersists: boolean
  } = {
    address: null,
    solanaAddress: null,
    email: null,
    social: null,
    network: null,
    accountType: 'eoa',
    allAccounts: [],
    enabledNetworks: [],
    sessionPersists: true,
  }
  /** The account type last seen per network (SPEC §3: stored per chain, in the vault). */
  const typeByNetwork = new Map<string, AccountType>()
  const evmNetworks = () => deps.networks().filter((n) => n.chainNamespace === 'eip155')
  const load = async (network?: Network): Promise<ConnectResult> => {
    const target = network?.chainNamespace === 'eip155' ? network : evmNetworks()[0]
    if (!target) throw new UnsupportedProviderMethodError('No EVM network is configured.')
    const [user, enabled] = await Promise.all([
      deps.vault.call('GET_USER', { chainId: Number(target.id) }),
      deps.vault.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}),
    ])
    state.address = user.address as Hex
    state.solanaAddress = user.solanaAddress ?? null
    state.email = user.email ?? null
    const provider = user.socialProvider && socialProviderNames[user.socialProvider]
    state.social = provider ? (user.userName ? `${provider} (${user.userName})` : provider) : null
    state.network = target
    state.sessionPersists = user.sessionPersists ?? true
    state.enabledNetworks = enabled.smartAccountEnabledNetworks
    state.accountType = user.preferredAccountType ?? 'eoa'
    state.allAccounts = user.accounts ?? [{ address: user.address, type: 'eoa' }]
    typeByNetwork.set(target.caipNetworkId, state.accountType)
    return {
      accounts: [user.address],
      caipNetworkId: target.caipNetworkId,
      accountType: state.accountType,
      allAccounts: state.allAccounts,
    }
  }
  const connected = () => {
    if (!state.address || !state.network)
      throw new ProviderDisconnectedError('The embedded wallet is signed out.')
    return { address: state.address, network: state.network }
  }
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  const emitAccountType = () =>
    emit({
      type: 'accountTypeChanged',
      accountType: state.accountType,
      allAccounts: state.allAccounts,
    })
  const setAccountType = async (type: AccountType) => {
    const { network } = connected()
    await deps.vault.call('SET_PREFERRED_ACCOUNT', { type })
    state.accountType = type
    typeByNetwork.set(network.caipNetworkId, type)
    emitAccountType()
  }
  const smartAccount = createSmartAccountRpc({
    vault: deps.vault,
    chainClients: deps.chainClients,
    approve,
    networks: deps.networks,
    current: () => ({ ...connected(), accountType: state.accountType }),
    enabledNetworks: () => state.enabledNetworks,
    accountTypeOn: (caipNetworkId) => typeByNetwork.get(caipNetworkId),
    store: deps.api && createCallsStore(deps.api, readTabClaim(frameSessionStorage())),
  })
  const permissions = createExecutionPermissions({
    vault: deps.vault,
    chainClients: deps.chainClients,
    approve,
    current: connected,
    smartAccountOn: (caipNetworkId) =>
      state.enabledNetworks.includes(caipNetworkId) &&
      typeByNetwork.get(caipNetworkId) === 'smartAccount',
  })

  return {
    id: 'embedded',
    /**
     * Account shows "Connected with <name>": the provider and its username for a social or
     * Farcaster login (its account key may be a placeholder address), else the email.
     */
    get name() {
      return state.social ?? state.email ?? 'Email'
    },
    type: 'AUTH',
    namespace: 'eip155',
    rdns: EMBEDDED_RDNS,
    email: () => state.email,
    solanaAddress: () => (state.address ? state.solanaAddress : null),
    sessionPersists: () => state.sessionPersists,
    /** Whether the session came from a social or Farcaster login. */
    isSocial: () => state.social !== null,
    /** UPDATE_EMAIL moved the account: Account says "Connected with" the new email. */
    setEmail(email: string) {
      if (!state.address || state.email === email) return
      state.email = email
      emit({ type: 'nameChanged' })
    },
    connect: ({ network } = {}) => load(network),
    async restore() {
      const { isConnected } = await deps.vault.call('IS_CONNECTED', {})
      return isConnected ? load() : null
    },
    async disconnect() {
      state.address = null
      await deps.vault.call('SIGN_OUT', {}).catch(() => undefined)
    },
    async request(request: RpcRequest, options: RequestOptions = {}) {
      const { address, network } = connected()
      if (request.method === 'eth_accounts') return [address]
      assertOwnSigner(request, [address, ...state.allAccounts.map((account) => account.address)])
      if (request.method === 'eth_chainId') return caipToHexChainId(network.caipNetworkId)
      if (request.method === 'wallet_getCapabilities') return smartAccount.getCapabilities(request)
      if (request.method === 'wallet_getCallsStatus') return smartAccount.getCallsStatus(request)
      if (request.method === 'wallet_sendCalls') return smartAccount.sendCalls(request)
      // ERC-7715 (decision 0277); a wallet_revokePermissions without a context is EIP-2255's.
      if (GRANT_METHODS.has(request.method)) return permissions.grant(request)
      if (
        request.method === 'wallet_revokeExecutionPermission' ||
        (request.method === 'wallet_revokePermissions' && namesPermissionContext(request.params))
      )
        return permissions.revoke(request)
      if (request.method === 'wallet_getGrantedExecutionPermissions') return permissions.granted()
      // SPEC §5: safe methods from the chain, "not safe" ones after ApproveTransaction, others 5103.
      if (classifyRpcMethod(request.method) === 'safe')
        return (await deps.chainClients.get(network)).request(request)
      // Not safe but nothing here could sign them, refused before any approval is asked: user
      // operations with their reason (no bundler yet, decision 0081), and an EIP-2255
      // wallet_revokePermissions with 4200
      // (docs/decisions/0185-embedded-permissions-and-user-operations.md).
      if (request.method === 'eth_sendUserOperation') throw new UserOperationsUnavailableError()
      if (!SIGNED_IN_VAULT.has(request.method) && request.method !== 'eth_sendTransaction')
        throw new UnsupportedProviderMethodError(`The method ${request.method} is not supported.`)
      if (request.method === 'eth_sendTransaction') {
        const chain = await deps.chainClients.get(network)
        // The modal's own transaction was confirmed in its preview: approved once (decision 0070).
        return sendEvmTransaction(
          { chain, vault: deps.vault, approve: options.confirmedInModal ? null : approve },
          { request, from: address, network },
        )
      }
      await approve(request, { account: address, caipNetworkId: network.caipNetworkId })
      return deps.vault.call('RPC_REQUEST', request)
    },
    async switchNetwork(network) {
      await deps.vault.call('SWITCH_NETWORK', { chainId: Number(network.id) })
      state.network = network
      emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId })
      // The account type is per chain: read the one stored for the new network.
      const user = await deps.vault.call('GET_USER', { chainId: Number(network.id) })
      state.accountType = user.preferredAccountType ?? 'eoa'
      state.allAccounts = user.accounts ?? [{ address: user.address, type: 'eoa' }]
      typeByNetwork.set(network.caipNetworkId, state.accountType)
      emitAccountType()
    },
    setAccountType,
    // Decision 0012: the account stays an eoa on the network once its delegation is removed.
    async removeDelegation() {
      const { address, network } = connected()
      // A grant spends through a token allowance: removing the delegation would not end it. A
      // chain without ExecutionPermissions (4200) has none; a list that cannot be read stops here.
      const standing = await permissions.granted().catch((error: { code?: unknown }) => {
        if (error?.code === 4200) return []
        throw error
      })
      if (standing.length > 0)
        throw new InvalidParamsRpcError(
          'Revoke the permissions this account granted first: removing the delegation does not end them.',
        )
      const chain = await deps.chainClients.get(network)
      const hash = await sendDelegationRemoval(
        { vault: deps.vault, chain, approve },
        { from: address, network },
      )
      if (state.accountType === 'smartAccount') await setAccountType('eoa')
      return hash
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
