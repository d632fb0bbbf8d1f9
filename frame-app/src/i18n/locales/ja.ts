import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Japanese: every string of the frame, one lazy chunk (i18n's and each feature's `locales/ja.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./ja.json', '../../features/*/locales/ja.json'], {
    eager: true,
    import: 'default',
  }),
)
