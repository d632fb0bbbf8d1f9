import type { LocaleCatalog } from '../LocaleCatalog.ts'
import type { Message } from '../Message.ts'

type CatalogFile = Record<string, Record<string, Message>>

/**
 * One locale's catalog from its JSON files: i18n's own (`core`, `errors`) and each feature's
 * (`features/<feature>/locales/<tag>.json`, its catalogs by name), found by `import.meta.glob`
 * in the locale's module. Parts of the same name merge. The files are data: what they must hold
 * (every English key, no other, the same placeholders) is `locales.test.ts`'s to check.
 */
export function mergeCatalogs(files: Record<string, unknown>): LocaleCatalog {
  const catalog: CatalogFile = {}
  for (const file of Object.values(files) as CatalogFile[])
    for (const [name, messages] of Object.entries(file))
      catalog[name] = { ...catalog[name], ...messages }
  return catalog as LocaleCatalog
}
