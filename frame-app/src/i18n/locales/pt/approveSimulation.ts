import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'O que isto faz',
  'approve.confirmInWallet': 'Confirme em {name}',
  'approve.confirmInWalletDetail':
    'Aprove ou rejeite o pedido em {name}. Isto fecha quando a carteira responder.',
  'approve.youSend': 'Você envia',
  'approve.youReceive': 'Você recebe',
  'approve.nothing': 'Nada',
  'approve.simulationUnavailable':
    'Simulação indisponível nesta rede: as mudanças de saldo não podem ser mostradas.',
  'approve.warnReverts':
    'Esta transação falharia se enviada agora: {reason}. Você ainda pagaria a taxa de rede.',
  'approve.warnRevertsCall': 'A chamada {index} deste lote falharia se enviada agora: {reason}.',
  'approve.noReason': 'a rede não informa o motivo',
  'approve.title.swap': 'Trocar tokens',
  'approve.swapSell': 'Vender',
  'approve.swapSellAtMost': 'Vender no máximo',
  'approve.swapBuy': 'Comprar',
  'approve.swapBuyAtLeast': 'Comprar no mínimo',
  'approve.router': 'Roteador',
  'approve.swapDeadline': 'Válido até',
  'approve.warnSwapRecipient':
    'O que esta troca compra vai para {recipient}, não para a sua conta.',
  'approve.title.delegation': 'Deixar um contrato controlar sua conta',
  'approve.delegate': 'Delegar a',
  'approve.delegationChain': 'Redes',
  'approve.everyChain': 'Todas as redes',
  'approve.currentDelegation': 'Delegação atual',
  'approve.noDelegation': 'Nenhuma',
  'approve.title.delegationRemoval': 'Desativar a conta inteligente',
  'approve.delegationRemovalRule':
    'Isto remove a delegação da sua conta para {delegate} nesta rede. Os recursos de conta inteligente param: sem mais chamadas em lote, e nenhuma nova permissão pode ser concedida. Seu endereço e seus fundos continuam iguais.',
  'approve.warnDelegateUnknown':
    'Isto permite que o contrato {delegate} aja como sua conta, e este site não o permite: ele poderia mover tudo o que você tem.',
  'approve.warnDelegateEveryChain':
    'Esta delegação vale em todas as redes, não só nesta: a mesma assinatura entrega sua conta em qualquer rede.',
}
