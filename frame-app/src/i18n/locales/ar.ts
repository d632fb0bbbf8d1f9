import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Arabic: every string of the frame, one lazy chunk (i18n's and each feature's `locales/ar.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./ar.json', '../../features/*/locales/ar.json'], {
    eager: true,
    import: 'default',
  }),
)
