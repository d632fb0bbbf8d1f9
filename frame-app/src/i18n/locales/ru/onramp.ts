import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'Покупка не состоялась',
  failed:
    '{name} сообщает, что покупка {amount} {symbol} не удалась, поэтому на ваш кошелёк ничего не отправлено. Попробуйте ещё раз или выберите другую сумму или способ оплаты.',
}
