import { mergeCatalogs } from '../mergeCatalogs.ts'

/** French: every string of the frame, one lazy chunk (i18n's and each feature's `locales/fr.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./fr.json', '../../features/*/locales/fr.json'], {
    eager: true,
    import: 'default',
  }),
)
