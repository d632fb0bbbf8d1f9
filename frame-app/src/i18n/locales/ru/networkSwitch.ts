import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Подтвердите в кошельке',
  approveDetail: 'Примите переключение на {name} в кошельке.',
  declinedTitle: 'Переключение отклонено',
  failedTitle: 'Не удалось переключить сеть',
  tryAgain: 'Повторить',
  switchedDetail: 'Ваш кошелёк теперь в сети {name}.',
}
