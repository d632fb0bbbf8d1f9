/** German: every string of the frame, one lazy chunk: i18n's and each feature's `locales/de.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./de.json', '../../features/*/locales/de.json'], {
  eager: true,
  import: 'default',
})
