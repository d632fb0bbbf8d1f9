import { mergeCatalogs } from '../mergeCatalogs.ts'

/** Vietnamese: every string of the frame, one lazy chunk (i18n's and each feature's `locales/vi.json`). */
export const catalog = mergeCatalogs(
  import.meta.glob(['./vi.json', '../../features/*/locales/vi.json'], {
    eager: true,
    import: 'default',
  }),
)
