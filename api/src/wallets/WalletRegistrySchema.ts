import { CaipNetworkIdSchema } from '@porthole/shared-protocol'
import { z } from 'zod'

export const WalletIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'invalid wallet id')

const link = z.string().max(512)

export const WalletImageSchema = z.object({
  contentType: z.enum(['image/svg+xml', 'image/png', 'image/webp', 'image/jpeg']),
  /** base64 of the image bytes */
  data: z.base64().max(400_000),
})

/** One wallet of a registry file (`wallets import`). */
export const WalletEntrySchema = z.object({
  id: WalletIdSchema,
  name: z.string().trim().min(1).max(100),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'rdns must be a reverse domain name')
    .optional(),
  homepage: z.url({ protocol: /^https?$/ }).optional(),
  mobileLink: link.optional(),
  universalLink: z.url({ protocol: /^https$/ }).optional(),
  desktopLink: link.optional(),
  webappLink: z.url({ protocol: /^https?$/ }).optional(),
  chains: z.array(CaipNetworkIdSchema).max(200).default([]),
  badges: z
    .array(z.string().regex(/^[a-z-]{1,32}$/))
    .max(10)
    .default([]),
  rank: z.int().min(0).max(1_000_000).default(0),
  image: WalletImageSchema.optional(),
})
export type WalletEntry = z.output<typeof WalletEntrySchema>

export const WalletRegistrySchema = z.object({
  wallets: z.array(WalletEntrySchema).max(20_000),
})
export type WalletRegistry = z.input<typeof WalletRegistrySchema>
