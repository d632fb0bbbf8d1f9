import type { MessageKey } from './en.ts'
import type { ErrorMessageKey } from './errorMessages.ts'
import type { Message } from './Message.ts'
import type { PeriodMessageKey } from './periods/periodMessages.ts'

/**
 * The English catalogs the features add, each name with its keys: empty here (i18n knows no
 * feature); each feature's `index.ts` adds its own by declaration merging:
 *
 * ```ts
 * declare module '../../i18n/LocaleCatalog.ts' {
 *   interface FeatureCatalogs {
 *     send: SendMessageKey
 *   }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: features fill it by declaration merging.
export interface FeatureCatalogs {}

/**
 * One locale's translations of every English catalog: `core` (`en.ts`, first paint), `errors`,
 * and the catalogs that load with their feature's chunk in English. A locale file is one lazy
 * chunk.
 */
export type LocaleCatalog = {
  core: Record<MessageKey, Message>
  errors: Record<ErrorMessageKey, Message>
  periods: Record<PeriodMessageKey, Message>
  /** The views' titles, each owned by its view's definition (`ViewTitle`). */
  titles: Record<string, Message>
} & { [N in keyof FeatureCatalogs]: Record<FeatureCatalogs[N], Message> }
