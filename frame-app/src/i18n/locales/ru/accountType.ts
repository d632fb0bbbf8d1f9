import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Тип аккаунта',
  toggle: 'Смарт-аккаунт',
  on: 'Смарт-аккаунт: пакетные вызовы выполняются одной транзакцией. С EIP-7702 адрес остаётся прежним.',
  off: 'Обычный аккаунт (EOA). Включите смарт-аккаунт, чтобы объединять вызовы в пакет; адрес останется прежним (EIP-7702).',
  failed: 'Не удалось изменить тип аккаунта. Попробуйте ещё раз.',
}
