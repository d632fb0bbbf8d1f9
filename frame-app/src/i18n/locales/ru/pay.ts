import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Сумма',
  to: 'Кому',
  network: 'Сеть',
  loading: 'Проверяем ваш баланс',
  balance: 'Ваш баланс: {amount} {symbol}',
  switchFirst: 'Сначала кошелёк переключится на {network}.',
  pay: 'Оплатить {amount} {symbol}',
  insufficient:
    'Недостаточно {symbol} в сети {network} для оплаты заказа: у вас {amount} {symbol}. Пополните этот кошелёк или подключите другой.',
  ways: 'Чем можно заплатить в {network}',
  'way.held': 'У вас {amount}',
  'way.short': 'Недостаточно',
  'way.swap': 'Обменять около {amount} {symbol}',
  swapNote: 'Кошелёк спросит дважды: об обмене, затем о платеже.',
  swapAndPay: 'Обменять и заплатить {amount} {symbol}',
  'step.walletPay': 'Подтвердите платёж в кошельке.',
  'step.switching': 'Переключаем кошелёк на {network}',
  'step.swapping': 'Обмен {amount} {from} на {symbol}. Подтвердите в кошельке, если он спросит.',
  'step.sending': 'Отправляем платёж. Подтвердите его в кошельке, если он попросит.',
  'step.confirming': 'Ждём подтверждения платежа в сети {network}',
  'step.recording': 'Записываем платёж',
  'failed.load': 'Не удалось прочитать ваш баланс.',
  'failed.walletPay':
    'Кошелёк не подтвердил платёж. «Повторить» спросит его снова: дважды он не заплатит.',
  'failed.swap': 'Обмен не удался. Ничего не оплачено.',
  'failed.send': 'Не удалось отправить платёж.',
  'failed.reverted': 'Платёж не прошёл в сети: потрачена только комиссия сети.',
  'failed.pending': 'Платёж отправлен, но ещё не подтверждён.',
  'way.card': 'Карта',
  'way.buy': 'Купить около {amount} за {fiat}',
  buyNote:
    'Оплата {provider} откроется в новом окне. Когда {symbol} поступят, платёж продолжится сам; остаток останется в вашем кошельке.',
  buyWithCard: 'Купить картой',
  cancelPurchase: 'Отменить покупку',
  'step.buying': 'Ожидание ваших {amount} {symbol} от {provider}. Завершите покупку в его окне.',
  'step.bought': 'Покупка поступила. Подготовка платежа',
  'failed.buy': '{provider} сообщает, что покупка не прошла: ничего не куплено, заказ не оплачен.',
  'failed.buyCancelled': 'Покупка отменена. Ничего не оплачено: заказ всё ещё открыт.',
  swapNoteApprove:
    'Кошелёк спросит до трёх раз: разрешить обменнику использовать ваши {symbol}, для обмена и для платежа.',
  retry: 'Повторить',
}
