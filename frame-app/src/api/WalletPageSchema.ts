import * as z from 'zod/mini'

const link = z.nullish(z.string().check(z.maxLength(2048)))

/** One wallet of the registry as `GET /v1/wallets` returns it. */
export const RegistryWalletSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  rdns: z.nullish(z.string().check(z.maxLength(256))),
  imageUrl: z.nullish(z.string().check(z.maxLength(2048))),
  /** The Explorer's id of the wallet's image (SPEC §3 Connector `imageId`), when it has one. */
  imageId: z.nullish(z.string().check(z.maxLength(128))),
  homepage: link,
  mobileLink: link,
  universalLink: link,
  desktopLink: link,
  webappLink: link,
  appStore: link,
  playStore: link,
  chains: z.optional(z.array(z.string())),
  badges: z.optional(z.array(z.string())),
})
export type RegistryWallet = z.infer<typeof RegistryWalletSchema>

/** A page of the registry: the number of matches and this page's wallets. */
export const WalletPageSchema = z.object({
  count: z.number().check(z.int(), z.gte(0)),
  data: z.array(RegistryWalletSchema),
})
export type WalletPage = z.infer<typeof WalletPageSchema>
