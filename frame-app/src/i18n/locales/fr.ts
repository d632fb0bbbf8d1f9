/** French: every string of the frame, one lazy chunk: i18n's and each feature's `locales/fr.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./fr.json', '../../features/*/locales/fr.json'], {
  eager: true,
  import: 'default',
})
