/** Vietnamese: every string of the frame, one lazy chunk: i18n's and each feature's `locales/vi.json` (`mergeCatalogs`). */
export const files = import.meta.glob(['./vi.json', '../../features/*/locales/vi.json'], {
  eager: true,
  import: 'default',
})
