import { useMemo } from 'react'
import { createTranslator, type Translate } from './createTranslator.ts'
import { useI18n } from './I18nContext.tsx'
import type { LocaleCatalog } from './LocaleCatalog.ts'
import type { Message } from './Message.ts'

/**
 * A feature catalog's translator: the loaded locale's part `name`, else the feature's English
 * strings (which load with the feature's chunk, not the first paint).
 */
export function useCatalogT<
  N extends keyof LocaleCatalog,
  K extends keyof LocaleCatalog[N] & string,
>(name: N, english: Record<K, Message>): Translate<K> {
  const { locale, catalog } = useI18n()
  return useMemo(
    () =>
      createTranslator<K>(
        locale,
        (catalog?.[name] ?? english) as Partial<Record<K, Message>>,
        english,
      ),
    [locale, catalog, name, english],
  )
}
