import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Turkish: every string of the frame, one lazy chunk (i18n's and each feature's `locales/tr.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./tr.json', '../../features/*/locales/tr.json'], {
    eager: true,
    import: 'default',
  }),
)
