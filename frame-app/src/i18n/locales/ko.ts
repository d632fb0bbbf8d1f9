import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Korean: every string of the frame, one lazy chunk (i18n's and each feature's `locales/ko.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./ko.json', '../../features/*/locales/ko.json'], {
    eager: true,
    import: 'default',
  }),
)
