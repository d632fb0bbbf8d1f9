import * as z from 'zod/mini'
import {
  CaipNetworkIdSchema,
  ConnectionStatusSchema,
  HostSessionSchema,
  NamespaceSchema,
  NetworkSchema,
  ViewNameSchema,
} from './schemas.ts'

/** One namespace's connected account in the snapshot (SPEC §3 account state per chain). */
const NamespaceAccountSchema = z.object({
  address: z.string(),
  caipAddress: z.string(),
  caipNetworkId: CaipNetworkIdSchema,
  /** SPEC §3: an embedded account's type on this network (`smartAccount`: EIP-7702, same address). */
  accountType: z.optional(z.enum(['eoa', 'smartAccount'])),
  /**
   * SPEC §3, an embedded account only: whether its smart account is live on this network, read
   * from the chain (the address carries the EIP-7702 delegation), whichever type is in use;
   * false where smart accounts are off, absent until the chain answered.
   */
  smartAccountDeployed: z.optional(z.boolean()),
  /** SPEC §3: a label per address of this account, from the name service (its profile name). */
  addressLabels: z.optional(z.record(z.string(), z.string())),
})

/** SPEC §3 Connector: the wallet behind the current connection, as the host may show it. */
export const ConnectorInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED', 'EXTERNAL', 'WALLET_CONNECT', 'AUTH']),
  rdns: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  /** The wallet's id in the wallet registry (the explorer), when the registry lists it. */
  explorerId: z.optional(z.string()),
  /** The registry's id of the wallet's image, when the registry has one. */
  imageId: z.optional(z.string()),
  /** The namespace the connector serves. */
  chain: NamespaceSchema,
  /** The requested networks the connector can serve (its namespace's). */
  chains: z.array(CaipNetworkIdSchema),
})
export type ConnectorInfo = z.infer<typeof ConnectorInfoSchema>

/**
 * The frame's state as the host mirrors it. Pushed on every change (STATE). The fields after
 * `accounts` are SPEC §3 details the host loader forwards without acting on them
 * (docs/decisions/0209-the-snapshot-carries-spec-3-fields.md); frames before them omit them.
 */
export const StateSnapshotSchema = z.object({
  open: z.boolean(),
  view: ViewNameSchema,
  status: ConnectionStatusSchema,
  namespace: z.nullable(NamespaceSchema),
  address: z.nullable(z.string()),
  caipAddress: z.nullable(z.string()),
  caipNetworkId: z.nullable(CaipNetworkIdSchema),
  /** The sign-in session of the connected account (absent from frames before sign-in existed). */
  session: z.optional(z.nullable(HostSessionSchema)),
  /** SPEC §3: the connected address's registered name and avatar. */
  profileName: z.optional(z.nullable(z.string())),
  profileImage: z.optional(z.nullable(z.string())),
  /**
   * SPEC §3: each namespace's connected account (one connection per namespace), whichever is
   * current; `address` and `namespace` above are the current one's.
   */
  accounts: z.optional(
    z.object({
      eip155: z.optional(NamespaceAccountSchema),
      solana: z.optional(NamespaceAccountSchema),
    }),
  ),
  /** SPEC §3 modal state: the open modal is still loading its view (a skeleton shows). */
  loading: z.optional(z.boolean()),
  /** SPEC §3: the current connection's connector; null while disconnected. */
  connector: z.optional(z.nullable(ConnectorInfoSchema)),
  /** SPEC §3 chain network: the active network as the modal reads it. */
  caipNetwork: z.optional(z.nullable(NetworkSchema)),
  /**
   * SPEC §3 network state: the requested networks the connected wallet approved (a
   * WalletConnect session's chains; every one of its namespace for other wallets).
   */
  approvedCaipNetworkIds: z.optional(z.array(CaipNetworkIdSchema)),
  /** SPEC §3 network state: the connected wallet can switch to every requested network. */
  supportsAllNetworks: z.optional(z.boolean()),
})
export type StateSnapshot = z.infer<typeof StateSnapshotSchema>

/**
 * The answer of a call that changes the state (OPEN, CLOSE, SWITCH_NETWORK, DISCONNECT,
 * SIGN_OUT) to a host that said `refs` in READY: instead of the whole snapshot, the number of
 * STATE pushes the frame made since READY, the last of which (or GET_STATE's answer, for 0)
 * holds the state after the call. The host waits for that push and answers with its own copy
 * (docs/decisions/0283-bridge-answers-name-the-state-push.md).
 */
export const StateRefSchema = z.object({ pushed: z.int().check(z.nonnegative()) })
export type StateRef = z.infer<typeof StateRefSchema>

/** A full snapshot (a host without `refs`), or a reference to a STATE push. */
export const StateAnswerSchema = z.union([StateSnapshotSchema, StateRefSchema])
export type StateAnswer = z.infer<typeof StateAnswerSchema>
