import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Portuguese: every string of the frame, one lazy chunk (i18n's and each feature's `locales/pt.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./pt.json', '../../features/*/locales/pt.json'], {
    eager: true,
    import: 'default',
  }),
)
