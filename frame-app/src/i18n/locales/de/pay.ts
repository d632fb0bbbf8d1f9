import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Betrag',
  to: 'An',
  network: 'Netzwerk',
  loading: 'Dein Guthaben wird geprüft',
  balance: 'Dein Guthaben: {amount} {symbol}',
  switchFirst: 'Deine Wallet wechselt zuerst zu {network}.',
  pay: '{amount} {symbol} bezahlen',
  insufficient:
    'Nicht genug {symbol} auf {network}, um diese Bestellung zu bezahlen: Du hast {amount} {symbol}. Lade diese Wallet auf oder verbinde eine andere.',
  ways: 'Womit du auf {network} bezahlen kannst',
  'way.held': 'Du hast {amount}',
  'way.short': 'Nicht genug',
  'way.swap': 'Etwa {amount} {symbol} tauschen',
  swapNote: 'Deine Wallet fragt zweimal: für den Tausch, dann für die Zahlung.',
  swapAndPay: 'Tauschen und {amount} {symbol} bezahlen',
  'step.walletPay': 'Bestätige die Zahlung in deiner Wallet.',
  'step.switching': 'Deine Wallet wechselt zu {network}',
  'step.swapping':
    '{amount} {from} werden in {symbol} getauscht. Bestätige es in deiner Wallet, falls sie fragt.',
  'step.sending': 'Die Zahlung wird gesendet. Bestätige sie in deiner Wallet, falls sie fragt.',
  'step.confirming': 'Warten, bis {network} die Zahlung bestätigt',
  'step.recording': 'Die Zahlung wird erfasst',
  'failed.load': 'Dein Guthaben konnte nicht gelesen werden.',
  'failed.walletPay':
    'Deine Wallet hat die Zahlung nicht bestätigt. „Erneut versuchen“ fragt sie noch einmal: Sie zahlt nicht doppelt.',
  'failed.swap': 'Der Tausch war nicht möglich. Es wurde nichts bezahlt.',
  'failed.send': 'Die Zahlung konnte nicht gesendet werden.',
  'failed.reverted':
    'Die Zahlung ist im Netzwerk fehlgeschlagen: Nur die Netzwerkgebühr wurde ausgegeben.',
  'failed.pending': 'Die Zahlung wurde gesendet, ist aber noch nicht bestätigt.',
  'way.card': 'Karte',
  'way.buy': 'Etwa {amount} für {fiat} kaufen',
  buyNote:
    'Der Checkout von {provider} öffnet sich in einem neuen Fenster. Sobald die {symbol} ankommen, geht die Zahlung von selbst weiter; der Rest bleibt in deiner Wallet.',
  buyWithCard: 'Mit Karte kaufen',
  cancelPurchase: 'Kauf abbrechen',
  'step.buying':
    'Warten auf deine {amount} {symbol} von {provider}. Schließe den Kauf in dessen Fenster ab.',
  'step.bought': 'Dein Kauf ist angekommen. Die Zahlung wird vorbereitet',
  'failed.buy':
    '{provider} meldet, dass der Kauf nicht geklappt hat: Es wurde nichts gekauft und die Bestellung ist nicht bezahlt.',
  'failed.buyCancelled':
    'Der Kauf wurde abgebrochen. Es wurde nichts bezahlt: Die Bestellung ist noch offen.',
  swapNoteApprove:
    'Deine Wallet fragt bis zu dreimal: ob die Börse deine {symbol} verwenden darf, für den Tausch, dann für die Zahlung.',
  retry: 'Erneut versuchen',
}
