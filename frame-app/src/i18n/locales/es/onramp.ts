import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'La compra no se completó',
  failed:
    '{name} indica que la compra de {amount} {symbol} falló, así que no se envió nada a tu billetera. Vuelve a intentarlo o elige otro importe u otro método de pago.',
}
