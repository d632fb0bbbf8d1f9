import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Hindi: every string of the frame, one lazy chunk (i18n's and each feature's `locales/hi.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./hi.json', '../../features/*/locales/hi.json'], {
    eager: true,
    import: 'default',
  }),
)
