import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Inicia sesión con',
  none: 'No hay ningún inicio de sesión social configurado en este servidor.',
  loadFailed: 'No se pudieron cargar los inicios de sesión sociales.',
  back: 'Atrás',
  continueWith: 'Continuar con {name}',
  starting: 'Abriendo {name}…',
  waiting: 'Continúa en la ventana de {name}',
  waitingDetail: 'Inicia sesión allí; esta ventana se actualiza cuando termines.',
  connecting: 'Iniciando sesión…',
  blocked: 'Tu navegador bloqueó la ventana de {name}',
  blockedDetail: 'Ábrela tú para seguir iniciando sesión.',
  openWindow: 'Continuar en una ventana nueva',
  cancel: 'Cancelar',
  tryAgain: 'Reintentar',
  failedTitle: 'Error al iniciar sesión',
  closed: 'La ventana de {name} se cerró antes de que iniciaras sesión.',
  vaultLoad: 'No se pudo cargar la billetera segura. Revisa tu conexión y vuelve a intentarlo.',
  timeout: 'La billetera segura no respondió a tiempo. Vuelve a intentarlo.',
  unreachable: 'No se pudo contactar con el servidor. Vuelve a intentarlo.',
  farcasterScan: 'Escanea con tu teléfono',
  farcasterDetail: 'Escanea este código con la app de Farcaster o ábrelo en este dispositivo.',
  farcasterOpen: 'Abrir Farcaster en este dispositivo',
  farcasterQr: 'Código QR para iniciar sesión con Farcaster',
  farcasterStarting: 'Preparando un enlace de inicio de sesión…',
}
