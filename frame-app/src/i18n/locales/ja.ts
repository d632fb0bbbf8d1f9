/** Japanese: every string of the frame, one lazy chunk: i18n's and each feature's `locales/ja.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./ja.json', '../../features/*/locales/ja.json'], {
  eager: true,
  import: 'default',
})
