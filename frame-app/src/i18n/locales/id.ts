import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Indonesian: every string of the frame, one lazy chunk (i18n's and each feature's `locales/id.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./id.json', '../../features/*/locales/id.json'], {
    eager: true,
    import: 'default',
  }),
)
