import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'A solicitação foi recusada na carteira.',
  unauthorized: 'A carteira não permitiu que este site fizesse isso. Conecte-se novamente.',
  unsupportedMethod: 'A carteira não oferece suporte a esta solicitação.',
  disconnected: 'A carteira não está conectada. Abra-a e tente novamente.',
  chainDisconnected: 'A carteira não está conectada a esta rede.',
  unrecognizedChain: 'A carteira não conhece esta rede. Adicione-a lá primeiro.',
  default: 'Algo deu errado. Tente novamente.',
  invalidParams: 'A carteira não conseguiu ler a solicitação. Tente novamente.',
  internal: 'A carteira teve um problema. Tente novamente ou reinicie a carteira.',
  invalidMessage: 'Não foi possível ler a solicitação. Recarregue a página e tente novamente.',
  protocolMismatch:
    'Esta página precisa de uma versão mais recente da janela. Recarregue a página.',
  frameTimeout: 'A janela da carteira demorou demais para iniciar. Recarregue a página.',
  rpcNotAllowed: 'Ação não permitida.',
  alreadyConnected: 'Já há uma carteira conectada.',
  destroyed: 'A página fechou a janela da carteira. Recarregue a página.',
  viewUnavailable: 'Esta tela não está disponível aqui.',
  projectNotFound: 'Este site não está configurado para conexões de carteira.',
  originNotAllowed: 'Este site não tem permissão para usar esta janela da carteira.',
  frameUnreachable: 'Não foi possível acessar o serviço da carteira. Verifique sua conexão.',
  paymentInvalid: 'O pedido de pagamento é inválido.',
  paymentUnavailable: 'Este pagamento não pode ser aceito aqui.',
  requestPending: 'Já há uma solicitação aguardando na carteira. Abra-a para continuar.',
}
