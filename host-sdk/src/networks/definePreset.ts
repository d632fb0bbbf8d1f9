import type { NetworkPreset } from './NetworkPreset.ts'

type Coin = NetworkPreset['nativeCurrency']

/** What a preset names beyond its CAIP-2 id, display name and coin. */
type PresetDetails = {
  /** The block explorer as `[name, url]`; none for a local chain. */
  explorer?: readonly [name: string, url: string]
  testnet?: true
  imageUrl: string
  publicRpcUrls: readonly string[]
}

type Namespace = NetworkPreset['chainNamespace']

/** The preset of `Caip`, its id and namespace as literal types (an EVM id as a number). */
type Preset<Caip extends `${Namespace}:${string}`> = NetworkPreset & {
  id: Caip extends `eip155:${infer Id extends number}`
    ? Id
    : Caip extends `${Namespace}:${infer Id}`
      ? Id
      : never
  chainNamespace: Caip extends `${infer N extends Namespace}:${string}` ? N : never
  caipNetworkId: Caip
}

/** Ether as the coin of Ethereum and its rollups. */
export const ether: Coin = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * A preset from its CAIP-2 id (`eip155:8453`): the namespace and the id come from it, an EVM id
 * as a number.
 * @example definePreset('eip155:10', 'OP Mainnet', ether, { imageUrl, publicRpcUrls: [] })
 */
export function definePreset<const Caip extends `${Namespace}:${string}`>(
  caipNetworkId: Caip,
  name: string,
  nativeCurrency: Coin,
  { explorer, ...details }: PresetDetails,
): Preset<Caip> {
  const [chainNamespace, reference] = caipNetworkId.split(':') as [Namespace, string]
  const id = chainNamespace === 'eip155' ? Number(reference) : reference
  const blockExplorers = explorer && { default: { name: explorer[0], url: explorer[1] } }
  return {
    id,
    chainNamespace,
    caipNetworkId,
    name,
    nativeCurrency,
    ...(blockExplorers && { blockExplorers }),
    ...details,
  } as Preset<Caip>
}

/** SOL, on every Solana cluster. */
export const sol: Coin = { name: 'Solana', symbol: 'SOL', decimals: 9 }
