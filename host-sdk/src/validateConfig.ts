import type {
  CaipNetworkId,
  DappData,
  Network,
  ThemeMode,
  ThemeVariables,
} from '@porthole/shared-protocol/host'
import {
  FRAME_READY_TIMEOUT_MS,
  isProjectId,
  PROJECT_ID_RULE,
} from '@porthole/shared-protocol/host'
import { InvalidConfigError } from './errors/InvalidConfigError.ts'
import { plain } from './plain.ts'

/** Where the modal frame is served unless `frameUrl` says otherwise. */
export const DEFAULT_FRAME_URL = 'https://frame.porthole.dev'

/** SPEC §9: the frame must be ready within 20 s. */
export const DEFAULT_READY_TIMEOUT_MS = FRAME_READY_TIMEOUT_MS

/** The sdk version reported to the frame (SPEC §9: it contains 1.7.6). */
export const SDK_VERSION = 'html-porthole-1.7.6'

/**
 * A network as the modal expects it; a viem-style chain without `caipNetworkId` is EVM. An EVM
 * network without `rpcUrls` is read through the api's chain RPC service.
 */
export type NetworkInput = Omit<Network, 'chainNamespace' | 'caipNetworkId' | 'rpcUrls'> &
  Partial<Pick<Network, 'chainNamespace' | 'caipNetworkId'>> & {
    rpcUrls?: { default: { http: readonly string[] } }
  }

/** What a host passes to `createModal`. */
export type ModalConfig = Omit<DappData, 'sdkVersion' | 'networks' | 'defaultNetwork' | 'siwx'> & {
  /** At least one network; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly NetworkInput[]
  defaultNetwork?: NetworkInput | CaipNetworkId
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** The frame's URL, http(s); defaults to `DEFAULT_FRAME_URL`. */
  frameUrl?: string
  /** How long the frame may take to be ready before `FrameTimeoutError` (default 20 000 ms). */
  readyTimeoutMs?: number
  /** Sign-In With Ethereum (EIP-4361) after connecting an EVM wallet; not with `siwx`. */
  siweConfig?: SignInOptions
  /** Sign-In With X: SIWE on eip155, SIWS on solana, CAIP-122 with BIP-322 on bip122; not with `siweConfig`. */
  siwx?: SignInOptions
}

/** How the modal asks for a sign-in once a wallet is connected. */
export type SignInOptions = {
  /** The message's statement line, e.g. 'Sign in to the shop'. */
  statement?: string
  /** How long the session lasts, 60 s to 7 days (default 1 day). */
  expirationSeconds?: number
  /** With false, declining to sign keeps the wallet connected (default true: it disconnects). */
  required?: boolean
}

/** `ModalConfig` checked and split into what goes to the frame and what stays on the host. */
export type ResolvedConfig = {
  dappData: DappData
  /** The iframe's `src`: the frame URL with `?projectId=`. */
  src: string
  /** The frame's origin: the only origin the bridge talks to. */
  origin: string
  theme: { themeMode?: ThemeMode; themeVariables?: ThemeVariables }
  readyTimeoutMs: number
}

const CAIP = /^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,48}$/
const DAPP_KEYS = [
  'projectId',
  'metadata',
  'features',
  'excludeWalletIds',
  'featuredWalletIds',
  'includeWalletIds',
  'customWallets',
  'enableWalletConnect',
  'enableCoinbase',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'locale',
] as const

const fail = (message: string): never => {
  throw new InvalidConfigError(`createModal: ${message}`)
}

const toNetwork = (network: NetworkInput, index: number): Network => {
  const n = (network ?? {}) as Partial<Network>
  const caipNetworkId = n.caipNetworkId ?? (typeof n.id === 'number' ? `eip155:${n.id}` : '')
  if (!CAIP.test(caipNetworkId) || typeof n.name !== 'string')
    fail(`networks[${index}] needs a name and a caipNetworkId like 'eip155:1'.`)
  const chainNamespace = caipNetworkId.split(':')[0] as Network['chainNamespace']
  const rpcUrls = n.rpcUrls ?? { default: { http: [] } }
  return plain({ ...n, chainNamespace, caipNetworkId, rpcUrls }) as Network
}

/**
 * Check a `createModal` config and resolve its defaults. Throws `InvalidConfigError` with a
 * message naming the field; never touches the page.
 *
 * @example
 * ```ts
 * const { src, origin, dappData } = validateConfig({
 *   projectId: 'demo',
 *   networks: [mainnet],
 *   frameUrl: 'http://127.0.0.1:5173',
 * })
 * // src === 'http://127.0.0.1:5173/?projectId=demo', origin === 'http://127.0.0.1:5173'
 * ```
 */
export function validateConfig(config: ModalConfig): ResolvedConfig {
  if (!config || typeof config !== 'object') fail('config must be an object.')
  const { projectId, networks, defaultNetwork, themeMode, themeVariables } = config
  if (!isProjectId(projectId)) fail(PROJECT_ID_RULE)
  if (!Array.isArray(networks) || !networks.length) fail('networks must be a non-empty array.')
  if (config.siweConfig && config.siwx) fail('use siweConfig or siwx, not both.')

  let url: URL | undefined
  try {
    url = new URL(config.frameUrl ?? DEFAULT_FRAME_URL)
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol)) fail('frameUrl must be an http(s) URL.')
  url!.searchParams.set('projectId', projectId)

  const readyTimeoutMs = config.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS
  if (typeof readyTimeoutMs !== 'number' || !(readyTimeoutMs > 0))
    fail('readyTimeoutMs must be a positive number (ms).')
  if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark')
    fail("themeMode must be 'light' or 'dark'.")
  const zIndex = themeVariables?.zIndex
  if (zIndex !== undefined && !Number.isInteger(zIndex))
    fail('themeVariables.zIndex must be an integer.')

  const dappData = { sdkVersion: SDK_VERSION } as DappData
  for (const key of DAPP_KEYS)
    if (config[key] !== undefined) Object.assign(dappData, plain({ [key]: config[key] }))
  dappData.networks = networks.map(toNetwork)
  const signIn = config.siweConfig ?? config.siwx
  if (signIn)
    dappData.siwx = plain({
      ...signIn,
      namespaces: config.siwx ? ['eip155', 'solana', 'bip122'] : ['eip155'],
      required: signIn.required !== false,
    })
  if (defaultNetwork !== undefined) {
    const id =
      typeof defaultNetwork === 'string'
        ? defaultNetwork
        : (defaultNetwork.caipNetworkId ?? `eip155:${defaultNetwork.id}`)
    if (!dappData.networks.some((n) => n.caipNetworkId === id))
      fail(`defaultNetwork ${id} is not one of networks.`)
    dappData.defaultNetwork = id
  }
  const theme: ResolvedConfig['theme'] = {}
  if (themeMode) theme.themeMode = themeMode
  if (themeVariables) theme.themeVariables = plain(themeVariables)
  return { dappData, src: url!.href, origin: url!.origin, theme, readyTimeoutMs }
}
