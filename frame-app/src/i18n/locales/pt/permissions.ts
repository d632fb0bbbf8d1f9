import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': 'O que {account} permitiu em {network}. Revogue o que você não usa mais.',
  'permissions.loading': 'Lendo suas permissões…',
  'permissions.empty': 'Nada em vigor: nenhuma permissão de gasto, aprovação, delegação ou sessão.',
  'permissions.failed': 'Não foi possível ler suas permissões.',
  'permissions.retry': 'Tentar novamente',
  'permissions.allowance': 'Pode gastar {amount} {symbol}',
  'permissions.unlimited': 'ilimitado',
  'permissions.operator': 'Pode mover todos os seus {collection}',
  'permissions.delegation': 'Conta delegada a um contrato (EIP-7702)',
  'permissions.walletConnect': 'Sessão WalletConnect com {name}',
  'permissions.siwx': 'Conectado em {domain}',
  'permissions.grant': 'Pode enviar até {amount} {symbol} {period}',
  'permissions.grantDetail': 'Pela chave de sessão {session}, até {date}',
  'permissions.everyDay': { one: 'todo dia', other: 'a cada {count} dias' },
  'permissions.everyHour': { one: 'toda hora', other: 'a cada {count} horas' },
  'permissions.everyMinute': { one: 'todo minuto', other: 'a cada {count} minutos' },
  'permissions.everySecond': { one: 'todo segundo', other: 'a cada {count} segundos' },
  'permissions.to': 'Concedida a {name}',
  'permissions.unknownContract': 'Concedida a um contrato desconhecido, {address}',
  'permissions.notContract': 'Concedida a uma conta, não a um contrato: {address}',
  'permissions.delegate': 'Delegado: {name}',
  'permissions.expires': 'Até {date}',
  'permissions.revoke': 'Revogar',
  'permissions.revokeLabel': 'Revogar: {what}',
  'permissions.asking': 'Confirme na sua carteira…',
  'permissions.confirming': 'Revogando, aguardando a rede…',
  'permissions.notRevoked': 'Não revogada: {reason}',
  'permissions.delegationGrantsFirst':
    'Revogue primeiro as permissões que ela concedeu: remover a delegação não as encerra.',
  'permissions.delegationElsewhere':
    'Esta carteira não pode revogar uma delegação daqui: revogue-a na própria carteira.',
}
