import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Aumento da aprovação',
  'approve.operatorApproval': 'Acesso a todos os itens',
  'approve.operatorRevoke': 'Acesso retirado',
  'approve.operator': 'Operador',
  'approve.collection': 'Coleção',
  'approve.unknownContract': 'Contrato desconhecido',
  'approve.signedApproval': 'Aprovação assinada',
  'approve.signedTransfer': 'Transferência assinada',
  'approve.anyRecipient': 'Qualquer endereço que o autorizado escolher',
  'approve.expires': 'A aprovação expira',
  'approve.validUntil': 'Assinatura válida até',
  'approve.never': 'Nunca',
  'approve.title.allowance': 'Permitir gastar tokens',
  'approve.title.allowanceRevoke': 'Remover uma permissão de tokens',
  'approve.title.signedTransfer': 'Autorizar uma transferência de tokens',
  'approve.title.operator': 'Permitir acesso a uma coleção',
  'approve.title.operatorRevoke': 'Retirar o acesso a uma coleção',
  'approve.title.tokenTransfer': 'Enviar tokens',
  'approve.messageDetails': 'Mensagem como assinada',
  'approve.warnEoaSpender':
    '{spender} é uma conta simples, não um contrato: quem tiver a chave dela poderia levar seus {symbol}.',
  'approve.warnEoaOperator':
    '{operator} é uma conta simples, não um contrato: quem tiver a chave dela poderia levar todos os itens de {collection}.',
  'approve.warnContract':
    'Esta mensagem diz ser uma permissão Permit2, mas é para o contrato {contract}, não para o Permit2.',
  'approve.warnTokenName':
    'Esta mensagem nomeia o token {claimed}, mas o contrato {contract} é {actual}.',
  'approve.warnHex':
    'Esta mensagem não é um texto legível: ela pode autorizar qualquer coisa. Assine somente se você confia em {origin}.',
  'approve.warnNoVerifier':
    'Esta mensagem é para o contrato {contract}, que não existe nesta rede: ela se destina a outra rede ou a nada.',
  'approve.warnLookalike':
    '{recipient} parece {known}, um endereço para o qual você já enviou, mas é outro endereço.',
  'approve.title.permission': 'Permitir pagamentos recorrentes em tokens',
  'approve.title.permissionRevoke': 'Encerrar uma permissão',
  'approve.permissionRule':
    '{session} pode enviar até {amount} desta conta {period}, para qualquer endereço, até {expiry}. O contrato {contract} verifica cada pagamento com esta regra.',
  'approve.permissionAmount': 'Valor',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Até',
  'approve.permissionSession': 'Usada por',
  'approve.permissionContract': 'Verificada por',
  'approve.permissionReason': 'Motivo informado',
  'approve.permissionRevokeRule':
    'A permissão {context} termina: a chave dela não pode mais gastar desta conta.',
  'approve.permissionId': 'Permissão',
  'approve.everyDay': { one: 'todo dia', other: 'a cada {count} dias' },
  'approve.everyHour': { one: 'toda hora', other: 'a cada {count} horas' },
  'approve.everyMinute': { one: 'todo minuto', other: 'a cada {count} minutos' },
  'approve.everySecond': { one: 'todo segundo', other: 'a cada {count} segundos' },
}
