/** Chinese (Traditional): every string of the frame, one lazy chunk: i18n's and each feature's `locales/zh-TW.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./zh-TW.json', '../../features/*/locales/zh-TW.json'], {
  eager: true,
  import: 'default',
})
