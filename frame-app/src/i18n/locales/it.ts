/** Italian: every string of the frame, one lazy chunk: i18n's and each feature's `locales/it.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./it.json', '../../features/*/locales/it.json'], {
  eager: true,
  import: 'default',
})
