import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Hesap türü',
  toggle: 'Akıllı hesap',
  on: 'Akıllı hesap: toplu çağrılar tek bir işlemde çalışır. EIP-7702 ile aynı adres korunur.',
  off: 'Standart hesap (EOA). Çağrıları toplu göndermek için akıllı hesabı açın; aynı adres korunur (EIP-7702).',
  failed: 'Hesap türü değiştirilemedi. Tekrar deneyin.',
}
