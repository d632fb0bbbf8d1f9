/** Hindi: every string of the frame, one lazy chunk: i18n's and each feature's `locales/hi.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./hi.json', '../../features/*/locales/hi.json'], {
  eager: true,
  import: 'default',
})
