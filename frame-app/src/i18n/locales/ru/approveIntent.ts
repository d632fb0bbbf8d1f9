import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Увеличение разрешения',
  'approve.operatorApproval': 'Доступ ко всем предметам',
  'approve.operatorRevoke': 'Доступ отозван',
  'approve.operator': 'Оператор',
  'approve.collection': 'Коллекция',
  'approve.unknownContract': 'Неизвестный контракт',
  'approve.signedApproval': 'Подписанное разрешение',
  'approve.signedTransfer': 'Подписанный перевод',
  'approve.anyRecipient': 'Любой адрес, который выберет получатель разрешения',
  'approve.expires': 'Разрешение истекает',
  'approve.validUntil': 'Подпись действительна до',
  'approve.never': 'Никогда',
  'approve.title.allowance': 'Разрешить трату токенов',
  'approve.title.allowanceRevoke': 'Отозвать разрешение на токены',
  'approve.title.signedTransfer': 'Разрешить перевод токенов',
  'approve.title.operator': 'Разрешить доступ к коллекции',
  'approve.title.operatorRevoke': 'Отозвать доступ к коллекции',
  'approve.title.tokenTransfer': 'Отправить токены',
  'approve.messageDetails': 'Сообщение в подписываемом виде',
  'approve.warnEoaSpender':
    '{spender} — обычный аккаунт, а не контракт: владелец его ключа сможет забрать ваши {symbol}.',
  'approve.warnEoaOperator':
    '{operator} — обычный аккаунт, а не контракт: владелец его ключа сможет забрать любой предмет из {collection}.',
  'approve.warnContract':
    'Это сообщение выдаёт себя за разрешение Permit2, но оно для контракта {contract}, а не для Permit2.',
  'approve.warnTokenName':
    'Это сообщение называет токен {claimed}, но контракт {contract} — это {actual}.',
  'approve.warnHex':
    'Это сообщение не является читаемым текстом: оно может разрешить что угодно. Подписывайте, только если доверяете {origin}.',
  'approve.warnNoVerifier':
    'Это сообщение для контракта {contract}, которого нет в этой сети: оно предназначено для другой сети или ни для чего.',
  'approve.warnLookalike':
    '{recipient} похож на {known}, адрес, на который вы уже отправляли, но это другой адрес.',
  'approve.title.permission': 'Разрешить регулярные платежи токенами',
  'approve.title.permissionRevoke': 'Отменить разрешение',
  'approve.permissionRule':
    '{session} может отправлять до {amount} с этого счёта {period} на любой адрес до {expiry}. Контракт {contract} проверяет каждый платёж по этому правилу.',
  'approve.permissionAmount': 'Сумма',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'До',
  'approve.permissionSession': 'Использует',
  'approve.permissionContract': 'Проверяет',
  'approve.permissionReason': 'Указанная причина',
  'approve.permissionRevokeRule':
    'Разрешение {context} прекращается: его ключ больше не может тратить с этого счёта.',
  'approve.permissionId': 'Разрешение',
  'approve.everyDay': {
    one: 'каждый {count} день',
    few: 'каждые {count} дня',
    many: 'каждые {count} дней',
    other: 'каждые {count} дня',
  },
  'approve.everyHour': {
    one: 'каждый {count} час',
    few: 'каждые {count} часа',
    many: 'каждые {count} часов',
    other: 'каждые {count} часа',
  },
  'approve.everyMinute': {
    one: 'каждую {count} минуту',
    few: 'каждые {count} минуты',
    many: 'каждые {count} минут',
    other: 'каждые {count} минуты',
  },
  'approve.everySecond': {
    one: 'каждую {count} секунду',
    few: 'каждые {count} секунды',
    many: 'каждые {count} секунд',
    other: 'каждые {count} секунды',
  },
}
