/** Chinese (Simplified): every string of the frame, one lazy chunk: i18n's and each feature's `locales/zh-CN.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./zh-CN.json', '../../features/*/locales/zh-CN.json'], {
  eager: true,
  import: 'default',
})
