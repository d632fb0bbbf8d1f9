import { CaipNetworkIdSchema } from '@porthole/shared-protocol'
import { z } from 'zod'
import { WalletIdSchema } from '../WalletRegistrySchema.ts'

/** The Explorer sends `""` or `null` for a link it does not have. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value)
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional())
const webUrl = optional(z.url({ protocol: /^https?$/ }).max(512))
const httpsUrl = optional(z.url({ protocol: /^https$/ }).max(512))
/** A wallet app's own scheme (`metamask://`), never a browser's or the OS's handlers. */
const nativeLink = optional(
  z
    .string()
    .max(512)
    .regex(/^[a-z][a-z0-9+.-]*:(\/\/)?[^\s]*$/, 'a native link is `scheme://`'),
)

/** One wallet of WalletConnect's Explorer API (`/v3/wallets`), as far as the modal uses it. */
export const ExplorerListingSchema = z.object({
  id: WalletIdSchema,
  name: z.string().trim().min(1).max(100),
  homepage: webUrl,
  /** Unknown namespaces (cosmos, near, ...) are dropped rather than failing the wallet. */
  chains: z.preprocess(
    (value) =>
      Array.isArray(value) ? value.filter((c) => CaipNetworkIdSchema.safeParse(c).success) : [],
    z.array(CaipNetworkIdSchema).max(200),
  ),
  image_id: optional(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'invalid image id')),
  image_url: optional(z.object({ md: optional(z.string().max(600_000)) })),
  app: optional(z.object({ browser: webUrl, ios: webUrl, android: webUrl, chrome: webUrl })),
  injected: optional(
    z
      .array(z.object({ namespace: z.string().max(32), injected_id: z.string().min(1).max(128) }))
      .max(20),
  ),
  rdns: optional(
    z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'rdns must be a reverse domain name'),
  ),
  mobile: optional(z.object({ native: nativeLink, universal: httpsUrl })),
  desktop: optional(z.object({ native: nativeLink, universal: httpsUrl })),
})
export type ExplorerListing = z.output<typeof ExplorerListingSchema>

/**
 * One page of `/v3/wallets?entries=&page=`: `listings` keyed by wallet id in the Explorer's
 * order, `count` on this page, `total` in all. Each listing is checked on its own
 * (`ExplorerListingSchema`), so one odd wallet does not stop a sync.
 */
export const ExplorerPageSchema = z.object({
  listings: z.record(z.string(), z.unknown()),
  count: z.int().min(0).optional(),
  total: z.int().min(0).optional(),
})
export type ExplorerPage = z.output<typeof ExplorerPageSchema>
