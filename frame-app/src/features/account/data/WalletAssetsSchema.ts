import * as z from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/** One asset of an EIP-7811 `wallet_getAssets` answer (SPEC §3 wallet asset). */
export const WalletAssetSchema = z.object({
  address: text(200),
  balance: hex,
  type: z.enum(['native', 'erc20', 'NATIVE', 'ERC20']),
  metadata: z.optional(
    z.object({
      name: z.optional(text(200)),
      symbol: z.optional(text(64)),
      decimals: z.optional(z.number().check(z.int(), z.gte(0), z.lte(255))),
      price: z.optional(z.number().check(z.gte(0))),
      iconUrl: z.optional(text(2048)),
    }),
  ),
})
export type WalletAsset = z.infer<typeof WalletAssetSchema>

/** SPEC §5: an object of arrays of valid assets, keyed by hex chain id; anything else is ignored. */
export const WalletAssetsSchema = z.record(hex, z.array(WalletAssetSchema))

/** `wallet_getCapabilities`: per hex chain id, EIP-7811's `assetDiscovery` declaration. */
export const AssetDiscoveryCapabilitiesSchema = z.record(
  z.string(),
  z.looseObject({
    assetDiscovery: z.optional(z.looseObject({ supported: z.optional(z.boolean()) })),
  }),
)
