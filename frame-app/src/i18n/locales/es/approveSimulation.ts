import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Qué hace esto',
  'approve.confirmInWallet': 'Confirma en {name}',
  'approve.confirmInWalletDetail':
    'Aprueba o rechaza la solicitud en {name}. Esto se cierra cuando la billetera responda.',
  'approve.youSend': 'Envías',
  'approve.youReceive': 'Recibes',
  'approve.nothing': 'Nada',
  'approve.simulationUnavailable':
    'Simulación no disponible en esta red: no se pueden mostrar los cambios de saldo.',
  'approve.warnReverts':
    'Esta transacción fallaría si se enviara ahora: {reason}. Aun así pagarías la comisión de red.',
  'approve.warnRevertsCall':
    'La llamada {index} de este lote fallaría si se enviara ahora: {reason}.',
  'approve.noReason': 'la red no da ningún motivo',
  'approve.title.swap': 'Intercambiar tokens',
  'approve.swapSell': 'Vender',
  'approve.swapSellAtMost': 'Vender como máximo',
  'approve.swapBuy': 'Comprar',
  'approve.swapBuyAtLeast': 'Comprar como mínimo',
  'approve.router': 'Router',
  'approve.swapDeadline': 'Válido hasta',
  'approve.warnSwapRecipient': 'Lo que compra este intercambio va a {recipient}, no a tu cuenta.',
  'approve.title.delegation': 'Dejar que un contrato maneje tu cuenta',
  'approve.delegate': 'Delegar en',
  'approve.delegationChain': 'Redes',
  'approve.everyChain': 'Todas las redes',
  'approve.currentDelegation': 'Delegación actual',
  'approve.noDelegation': 'Ninguna',
  'approve.title.delegationRemoval': 'Desactivar la cuenta inteligente',
  'approve.delegationRemovalRule':
    'Esto elimina la delegación de tu cuenta a {delegate} en esta red. Las funciones de cuenta inteligente se detienen: no más llamadas agrupadas, y no se pueden conceder nuevos permisos. Tu dirección y tus fondos no cambian.',
  'approve.warnDelegateUnknown':
    'Esto permite que el contrato {delegate} actúe como tu cuenta, y este sitio no lo permite: podría mover todo lo que tienes.',
  'approve.warnDelegateEveryChain':
    'Esta delegación vale en todas las redes, no solo en esta: la misma firma entrega tu cuenta en cualquier cadena.',
}
