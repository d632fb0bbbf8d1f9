import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Entrar com',
  none: 'Nenhum login social está configurado neste servidor.',
  loadFailed: 'Não foi possível carregar os logins sociais.',
  back: 'Voltar',
  continueWith: 'Continuar com {name}',
  starting: 'Abrindo {name}…',
  waiting: 'Continue na janela do {name}',
  waitingDetail: 'Entre lá; esta janela se atualiza quando você terminar.',
  severedDetail: 'Se você fechou aquela janela, ou nada acontece nela, tente novamente.',
  connecting: 'Entrando…',
  blocked: 'Seu navegador bloqueou a janela do {name}',
  blockedDetail: 'Abra-a você mesmo para continuar a entrar.',
  openWindow: 'Continuar em uma nova janela',
  cancel: 'Cancelar',
  tryAgain: 'Tentar novamente',
  failedTitle: 'Falha ao entrar',
  closed: 'A janela do {name} foi fechada antes de você entrar.',
  vaultLoad:
    'Não foi possível carregar a carteira segura. Verifique sua conexão e tente novamente.',
  timeout: 'A carteira segura não respondeu a tempo. Tente novamente.',
  unreachable: 'Não foi possível acessar o servidor. Tente novamente.',
  farcasterScan: 'Escaneie com seu celular',
  farcasterDetail: 'Escaneie este código com o app Farcaster ou abra-o neste dispositivo.',
  farcasterOpen: 'Abrir o Farcaster neste dispositivo',
  farcasterQr: 'Código QR para entrar com o Farcaster',
  farcasterStarting: 'Preparando um link de acesso…',
}
