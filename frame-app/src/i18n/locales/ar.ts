/** Arabic: every string of the frame, one lazy chunk: i18n's and each feature's `locales/ar.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./ar.json', '../../features/*/locales/ar.json'], {
  eager: true,
  import: 'default',
})
