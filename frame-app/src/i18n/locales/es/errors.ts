import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'La solicitud se rechazó en la billetera.',
  unauthorized: 'La billetera no ha permitido que este sitio haga eso. Vuelve a conectarte.',
  unsupportedMethod: 'La billetera no admite esta solicitud.',
  disconnected: 'La billetera no está conectada. Ábrela y vuelve a intentarlo.',
  chainDisconnected: 'La billetera no está conectada a esta red.',
  unrecognizedChain: 'La billetera no conoce esta red. Añádela allí primero.',
  default: 'Algo salió mal. Vuelve a intentarlo.',
  invalidParams: 'La billetera no pudo leer la solicitud. Vuelve a intentarlo.',
  internal: 'La billetera tuvo un problema. Vuelve a intentarlo o reinicia la billetera.',
  invalidMessage: 'No se pudo leer la solicitud. Recarga la página y vuelve a intentarlo.',
  protocolMismatch: 'Esta página necesita una versión más reciente del modal. Recarga la página.',
  frameTimeout: 'La ventana de la billetera tardó demasiado en iniciarse. Recarga la página.',
  rpcNotAllowed: 'Acción no permitida.',
  alreadyConnected: 'Ya hay una billetera conectada.',
  destroyed: 'La página cerró la ventana de la billetera. Recarga la página.',
  viewUnavailable: 'Esta pantalla no está disponible aquí.',
  projectNotFound: 'Este sitio no está configurado para conectar billeteras.',
  originNotAllowed: 'Este sitio no tiene permiso para usar esta ventana de la billetera.',
  frameUnreachable: 'No se puede contactar con el servicio de la billetera. Revisa tu conexión.',
  paymentInvalid: 'La solicitud de pago no es válida.',
  paymentUnavailable: 'Este pago no se puede aceptar aquí.',
  requestPending: 'Ya hay una solicitud esperando en la billetera. Ábrela para continuar.',
}
