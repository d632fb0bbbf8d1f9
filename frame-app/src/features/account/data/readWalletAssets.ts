import type { TokenBalance } from '@porthole/shared-protocol/dataApi'
import { formatUnits, toHex } from 'viem'
import type { Connector } from '../../../connectors/Connector.ts'
import { WalletCapabilitiesParseError } from '../../../connectors/eip5792/WalletCapabilitiesParseError.ts'
import type { AccountKey } from './accountListMachine.ts'
import { AssetDiscoveryCapabilitiesSchema, WalletAssetsSchema } from './WalletAssetsSchema.ts'

const NATIVE_ADDRESS = /^(0x0*|0xe{40}|native)$/i

/**
 * The account's tokens from the wallet itself (EIP-7811), or null when the wallet does not
 * declare `assetDiscovery` for this chain in `wallet_getCapabilities`, fails, or answers
 * anything but SPEC §5's object of arrays of valid assets: the caller then asks the balance
 * service (SPEC §8). Zero-decimal tokens are dropped as low quality (SPEC §5). A malformed
 * capabilities answer is reported (`WalletCapabilitiesParseError`, 'Error parsing wallet
 * capabilities') before it is dropped.
 */
export async function readWalletAssets(
  connector: Pick<Connector, 'request' | 'namespace'>,
  key: AccountKey,
  report: (error: unknown) => void,
): Promise<TokenBalance[] | null> {
  const [namespace, reference] = key.chainId.split(':')
  if (connector.namespace !== 'eip155' || namespace !== 'eip155' || !reference) return null
  const chainHex = toHex(BigInt(reference))
  try {
    const capabilities = AssetDiscoveryCapabilitiesSchema.safeParse(
      await connector.request({ method: 'wallet_getCapabilities', params: [key.address] }),
    )
    if (!capabilities.success) {
      report(new WalletCapabilitiesParseError(capabilities.error.message))
      return null
    }
    const declared = Object.entries(capabilities.data).some(
      ([chain, value]) =>
        (chain === '0x0' || BigInt(chain) === BigInt(chainHex)) &&
        value.assetDiscovery?.supported === true,
    )
    if (!declared) return null
    const answer = WalletAssetsSchema.safeParse(
      await connector.request({
        method: 'wallet_getAssets',
        params: [{ account: key.address, chainFilter: [chainHex] }],
      }),
    )
    if (!answer.success) return null
    const assets = Object.entries(answer.data)
      .filter(([chain]) => BigInt(chain) === BigInt(chainHex))
      .flatMap(([, list]) => list)
    return assets.flatMap((asset): TokenBalance[] => {
      const decimals = asset.metadata?.decimals ?? (asset.type.toLowerCase() === 'native' ? 18 : 0)
      if (decimals === 0) return []
      const numeric = formatUnits(BigInt(asset.balance), decimals)
      const price = asset.metadata?.price ?? 0
      const native = asset.type.toLowerCase() === 'native' || NATIVE_ADDRESS.test(asset.address)
      return [
        {
          name: asset.metadata?.name ?? asset.metadata?.symbol ?? '',
          symbol: asset.metadata?.symbol ?? '',
          chainId: key.chainId,
          ...(native ? {} : { address: `${key.chainId}:${asset.address}` }),
          price,
          value: Number(numeric) * price,
          quantity: { decimals: String(decimals), numeric },
          iconUrl: asset.metadata?.iconUrl ?? '',
        },
      ]
    })
  } catch {
    return null
  }
}
