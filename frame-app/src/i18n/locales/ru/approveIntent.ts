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
}
