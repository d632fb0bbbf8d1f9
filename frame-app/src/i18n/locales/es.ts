import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Spanish: every string of the frame, one lazy chunk (i18n's and each feature's `locales/es.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./es.json', '../../features/*/locales/es.json'], {
    eager: true,
    import: 'default',
  }),
)
