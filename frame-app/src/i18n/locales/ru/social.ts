import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Войти через',
  none: 'На этом сервере не настроен вход через соцсети.',
  loadFailed: 'Не удалось загрузить способы входа через соцсети.',
  back: 'Назад',
  continueWith: 'Продолжить с {name}',
  starting: 'Открываем {name}…',
  waiting: 'Продолжите в окне {name}',
  waitingDetail: 'Войдите там; это окно обновится, когда вы закончите.',
  severedDetail: 'Если вы закрыли то окно или в нём ничего не происходит, попробуйте снова.',
  connecting: 'Выполняется вход…',
  blocked: 'Браузер заблокировал окно {name}',
  blockedDetail: 'Откройте его сами, чтобы продолжить вход.',
  openWindow: 'Продолжить в новом окне',
  cancel: 'Отмена',
  tryAgain: 'Повторить',
  failedTitle: 'Не удалось войти',
  closed: 'Окно {name} было закрыто до входа.',
  vaultLoad: 'Не удалось загрузить защищённый кошелёк. Проверьте подключение и повторите попытку.',
  timeout: 'Защищённый кошелёк не ответил вовремя. Повторите попытку.',
  unreachable: 'Сервер недоступен. Повторите попытку.',
  farcasterScan: 'Отсканируйте телефоном',
  farcasterDetail:
    'Отсканируйте этот код в приложении Farcaster или откройте его на этом устройстве.',
  farcasterOpen: 'Открыть Farcaster на этом устройстве',
  farcasterQr: 'QR-код для входа через Farcaster',
  farcasterStarting: 'Готовим ссылку для входа…',
}
