/** Korean: every string of the frame, one lazy chunk: i18n's and each feature's `locales/ko.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./ko.json', '../../features/*/locales/ko.json'], {
  eager: true,
  import: 'default',
})
