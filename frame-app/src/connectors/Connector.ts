import type {
  AccountType,
  CaipNetworkId,
  Namespace,
  Network,
  RpcRequest,
} from '@porthole/shared-protocol'

/** SPEC §3 connector types. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** SPEC §3 `allAccounts`: each account of the wallet on this network with its type. */
export type TypedAccount = { address: string; type: AccountType }

export type ConnectResult = {
  accounts: string[]
  caipNetworkId: CaipNetworkId
  /** An embedded wallet's account type on this network (SPEC §3); absent for other wallets. */
  accountType?: AccountType
  /** An embedded wallet's accounts with their types (both types where smart accounts are on). */
  allAccounts?: TypedAccount[]
}

/** A sign-in message the wallet signed while connecting (WalletConnect one-click auth). */
export type SignInProof = {
  address: string
  /** The CAIP-2 network the message names. */
  caipNetworkId: CaipNetworkId
  message: string
  signature: string
}

export type ConnectorEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' }
  | { type: 'accountTypeChanged'; accountType: AccountType; allAccounts: TypedAccount[] }
  /** The connector's `name` changed (an embedded wallet's email was updated). */
  | { type: 'nameChanged' }

/**
 * How the frame itself asks a wallet, never set for a request from the page.
 * `confirmedInModal`: the user confirmed this very transaction in one of the modal's own
 * previews (Send, Swap), which show its amounts, recipient, network fee and what is received
 * and hold their Confirm behind the click guard (SECURITY #2). An embedded wallet then asks no
 * second approval; a wallet with its own prompt still shows it.
 */
export type RequestOptions = { confirmedInModal?: boolean }

/**
 * One interface for every way to reach a wallet: host-page wallets over the bridge,
 * WalletConnect, embedded login. Errors are typed (`ProviderRpcError` subclasses).
 */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  namespace: Namespace
  imageUrl?: string
  rdns?: string
  /** Ask the user for accounts (a prompt in the wallet). */
  connect(options?: { network?: Network }): Promise<ConnectResult>
  /** Without a prompt: the accounts the wallet already granted, or null when none. */
  restore(): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  request(request: RpcRequest, options?: RequestOptions): Promise<unknown>
  switchNetwork(network: Network): Promise<void>
  /** The sign-in signed during the last connect, once (then null); absent when unsupported. */
  takeSignIn?(): SignInProof | null
  /** An embedded wallet: use `type` on the current network (SPEC §3, stored per chain). */
  setAccountType?(type: AccountType): Promise<void>
  /**
   * An embedded wallet: ends the account's EIP-7702 delegation on the current network (an
   * authorization to the zero address, after its own approval, decision 0012); answers the
   * transaction hash.
   */
  removeDelegation?(): Promise<string>
  /**
   * The networks the wallet approved where it limits them (a WalletConnect session's chains in
   * this namespace); absent or null, it can be asked for any network of its namespace.
   */
  approvedNetworks?(): CaipNetworkId[] | null
  /** Listen to wallet events; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
}
