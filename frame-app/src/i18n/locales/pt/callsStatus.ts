import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'Em {network}',
  'callsStatus.calls': 'Chamadas',
  'callsStatus.call': 'Chamada {index}',
  'callsStatus.to': 'Para {address}',
  'callsStatus.state.queued': 'Aguardando envio',
  'callsStatus.state.pending': 'Pendente',
  'callsStatus.state.confirmed': 'Confirmada',
  'callsStatus.state.reverted': 'Falhou: revertida',
  'callsStatus.state.notSent': 'Não enviada',
  'callsStatus.explorer': 'Ver a chamada {index} no explorador',
  'callsStatus.status.pending': 'Em andamento: {done} de {count} confirmadas',
  'callsStatus.status.confirmed': 'Concluído: todas as chamadas estão confirmadas',
  'callsStatus.status.offchainFailure': 'Não enviado: nenhuma chamada chegou à rede',
  'callsStatus.status.reverted': 'Falhou: as chamadas foram revertidas, só a taxa de rede foi paga',
  'callsStatus.status.partiallyReverted':
    'Interrompido: {done} de {count} confirmadas, o restante falhou ou não foi enviado',
  'callsStatus.loading': 'Lendo as chamadas…',
  'callsStatus.unknown':
    'Este lote não é mais conhecido aqui. Talvez tenha sido enviado antes de a página ser recarregada.',
  'callsStatus.failed': 'Não foi possível ler o status das chamadas na rede.',
  'callsStatus.retry': 'Tentar de novo',
}
