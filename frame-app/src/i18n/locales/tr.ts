/** Turkish: every string of the frame, one lazy chunk: i18n's and each feature's `locales/tr.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./tr.json', '../../features/*/locales/tr.json'], {
  eager: true,
  import: 'default',
})
