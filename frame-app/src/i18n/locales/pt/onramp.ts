import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'A compra não foi concluída',
  failed:
    '{name} informa que a compra de {amount} {symbol} falhou, então nada foi enviado para sua carteira. Tente novamente ou escolha outro valor ou forma de pagamento.',
}
