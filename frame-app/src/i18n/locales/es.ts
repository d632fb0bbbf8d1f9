/** Spanish: every string of the frame, one lazy chunk: i18n's and each feature's `locales/es.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./es.json', '../../features/*/locales/es.json'], {
  eager: true,
  import: 'default',
})
