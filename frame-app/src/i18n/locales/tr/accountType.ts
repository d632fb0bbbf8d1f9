import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Hesap türü',
  toggle: 'Akıllı hesap',
  on: 'Akıllı hesap: birkaç adım tek işlemde çalışır. Adresiniz aynı kalır.',
  off: 'Standart hesap. Birkaç adımı tek işlemde çalıştırmak için akıllı hesabı açın; adresiniz aynı kalır.',
  detailsSummary: 'Nasıl çalışır',
  details:
    'Standart hesap bir EOA’dır (harici sahipli hesap). Akıllı hesap EIP-7702 kullanır: aynı adres bir akıllı hesap sözleşmesine yetki verir.',
  failed: 'Hesap türü değiştirilemedi. Tekrar deneyin.',
}
