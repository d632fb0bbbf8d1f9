import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    'Что {account} разрешил в сети {network}. Отзовите то, чем больше не пользуетесь.',
  'permissions.loading': 'Читаем ваши разрешения…',
  'permissions.empty':
    'Ничего не действует: ни разрешений на трату, ни одобрений, ни делегирования, ни сессий.',
  'permissions.failed': 'Не удалось прочитать ваши разрешения.',
  'permissions.retry': 'Повторить',
  'permissions.allowance': 'Может тратить {amount} {symbol}',
  'permissions.unlimited': 'без ограничений',
  'permissions.operator': 'Может перемещать все ваши {collection}',
  'permissions.delegation': 'Аккаунт делегирован контракту (EIP-7702)',
  'permissions.walletConnect': 'Сессия WalletConnect с {name}',
  'permissions.siwx': 'Вход выполнен на {domain}',
  'permissions.grant': 'Может отправлять до {amount} {symbol} {period}',
  'permissions.grantDetail': 'Через сеансовый ключ {session}, до {date}',
  'permissions.everyDay': {
    one: 'каждый {count} день',
    few: 'каждые {count} дня',
    many: 'каждые {count} дней',
    other: 'каждые {count} дня',
  },
  'permissions.everyHour': {
    one: 'каждый {count} час',
    few: 'каждые {count} часа',
    many: 'каждые {count} часов',
    other: 'каждые {count} часа',
  },
  'permissions.everyMinute': {
    one: 'каждую {count} минуту',
    few: 'каждые {count} минуты',
    many: 'каждые {count} минут',
    other: 'каждые {count} минуты',
  },
  'permissions.everySecond': {
    one: 'каждую {count} секунду',
    few: 'каждые {count} секунды',
    many: 'каждые {count} секунд',
    other: 'каждые {count} секунды',
  },
  'permissions.to': 'Выдано: {name}',
  'permissions.unknownContract': 'Выдано неизвестному контракту, {address}',
  'permissions.notContract': 'Выдано аккаунту, а не контракту: {address}',
  'permissions.delegate': 'Делегат: {name}',
  'permissions.expires': 'До {date}',
  'permissions.revoke': 'Отозвать',
  'permissions.revokeLabel': 'Отозвать: {what}',
  'permissions.asking': 'Подтвердите в кошельке…',
  'permissions.confirming': 'Отзыв, ждём сеть…',
  'permissions.notRevoked': 'Не отозвано: {reason}',
  'permissions.delegationGrantsFirst':
    'Сначала отзовите выданные им разрешения: снятие делегирования их не прекращает.',
  'permissions.delegationElsewhere':
    'Этот кошелёк не может отозвать делегирование отсюда: отзовите его в самом кошельке.',
}
