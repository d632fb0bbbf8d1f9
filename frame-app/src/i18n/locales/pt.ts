/** Portuguese: every string of the frame, one lazy chunk: i18n's and each feature's `locales/pt.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./pt.json', '../../features/*/locales/pt.json'], {
  eager: true,
  import: 'default',
})
