import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Что это делает',
  'approve.confirmInWallet': 'Подтвердите в {name}',
  'approve.confirmInWalletDetail':
    'Одобрите или отклоните запрос в {name}. Это окно закроется, когда кошелёк ответит.',
  'approve.youSend': 'Вы отправляете',
  'approve.youReceive': 'Вы получаете',
  'approve.nothing': 'Ничего',
  'approve.simulationUnavailable':
    'Симуляция недоступна в этой сети: изменения баланса показать нельзя.',
  'approve.warnReverts':
    'Эта транзакция не пройдёт, если отправить её сейчас: {reason}. Комиссию сети вы всё равно заплатите.',
  'approve.warnRevertsCall':
    'Вызов {index} этого пакета не пройдёт, если отправить его сейчас: {reason}.',
  'approve.noReason': 'сеть не называет причину',
  'approve.title.swap': 'Обмен токенов',
  'approve.swapSell': 'Продать',
  'approve.swapSellAtMost': 'Продать не больше',
  'approve.swapBuy': 'Купить',
  'approve.swapBuyAtLeast': 'Купить не меньше',
  'approve.router': 'Маршрутизатор',
  'approve.swapDeadline': 'Действует до',
  'approve.warnSwapRecipient':
    'То, что покупает этот обмен, уходит на {recipient}, а не на ваш счёт.',
  'approve.title.delegation': 'Передать управление счётом контракту',
  'approve.delegate': 'Делегировать',
  'approve.delegationChain': 'Сети',
  'approve.everyChain': 'Все сети',
  'approve.currentDelegation': 'Текущее делегирование',
  'approve.noDelegation': 'Нет',
  'approve.title.delegationRemoval': 'Отключить смарт-аккаунт',
  'approve.delegationRemovalRule':
    'Это снимает делегирование вашего аккаунта контракту {delegate} в этой сети. Функции смарт-аккаунта прекращаются: пакетных вызовов больше нет, и новые разрешения выдать нельзя. Адрес и средства остаются прежними.',
  'approve.warnDelegateUnknown':
    'Контракт {delegate} сможет действовать как ваш счёт, а этот сайт его не разрешает: он сможет вывести всё, что у вас есть.',
  'approve.warnDelegateEveryChain':
    'Это делегирование действует во всех сетях, а не только в этой: та же подпись передаёт ваш счёт в любой сети.',
}
