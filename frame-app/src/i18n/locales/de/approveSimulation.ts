import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Was das bewirkt',
  'approve.confirmInWallet': 'In {name} bestätigen',
  'approve.confirmInWalletDetail':
    'Bestätigen Sie die Anfrage in {name} oder lehnen Sie sie ab. Dies schließt sich, sobald die Wallet antwortet.',
  'approve.youSend': 'Sie senden',
  'approve.youReceive': 'Sie erhalten',
  'approve.nothing': 'Nichts',
  'approve.simulationUnavailable':
    'Simulation in diesem Netzwerk nicht verfügbar: Die Saldoänderungen können nicht angezeigt werden.',
  'approve.warnReverts':
    'Diese Transaktion würde jetzt fehlschlagen: {reason}. Die Netzwerkgebühr würden Sie trotzdem zahlen.',
  'approve.warnRevertsCall': 'Aufruf {index} dieses Stapels würde jetzt fehlschlagen: {reason}.',
  'approve.noReason': 'das Netzwerk nennt keinen Grund',
  'approve.title.swap': 'Token tauschen',
  'approve.swapSell': 'Verkaufen',
  'approve.swapSellAtMost': 'Höchstens verkaufen',
  'approve.swapBuy': 'Kaufen',
  'approve.swapBuyAtLeast': 'Mindestens kaufen',
  'approve.router': 'Router',
  'approve.swapDeadline': 'Gültig bis',
  'approve.warnSwapRecipient': 'Was dieser Tausch kauft, geht an {recipient}, nicht an Ihr Konto.',
  'approve.title.delegation': 'Einen Vertrag Ihr Konto führen lassen',
  'approve.delegate': 'Delegieren an',
  'approve.delegationChain': 'Netzwerke',
  'approve.everyChain': 'Jedes Netzwerk',
  'approve.currentDelegation': 'Aktuelle Delegation',
  'approve.noDelegation': 'Keine',
  'approve.title.delegationRemoval': 'Smart Account ausschalten',
  'approve.delegationRemovalRule':
    'Dies entfernt die Delegation Ihres Kontos an {delegate} in diesem Netzwerk. Smart-Account-Funktionen enden: keine gebündelten Aufrufe mehr, und keine neuen Berechtigungen können erteilt werden. Ihre Adresse und Ihr Guthaben bleiben, wie sie sind.',
  'approve.warnDelegateUnknown':
    'Damit handelt Vertrag {delegate} als Ihr Konto, und diese Website erlaubt ihn nicht: Er könnte alles bewegen, was Sie besitzen.',
  'approve.warnDelegateEveryChain':
    'Diese Delegation gilt in jedem Netzwerk, nicht nur in diesem: Dieselbe Signatur übergibt Ihr Konto auf jeder Chain.',
}
