/** Russian: every string of the frame, one lazy chunk: i18n's and each feature's `locales/ru.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./ru.json', '../../features/*/locales/ru.json'], {
  eager: true,
  import: 'default',
})
