/** Indonesian: every string of the frame, one lazy chunk: i18n's and each feature's `locales/id.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./id.json', '../../features/*/locales/id.json'], {
  eager: true,
  import: 'default',
})
