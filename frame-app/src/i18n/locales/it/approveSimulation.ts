import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Cosa fa',
  'approve.confirmInWallet': 'Conferma in {name}',
  'approve.confirmInWalletDetail':
    'Approva o rifiuta la richiesta in {name}. Questo si chiude quando il wallet risponde.',
  'approve.youSend': 'Invii',
  'approve.youReceive': 'Ricevi',
  'approve.nothing': 'Niente',
  'approve.simulationUnavailable':
    'Simulazione non disponibile su questa rete: le variazioni di saldo non possono essere mostrate.',
  'approve.warnReverts':
    'Questa transazione fallirebbe se inviata ora: {reason}. Pagheresti comunque la commissione di rete.',
  'approve.warnRevertsCall':
    'La chiamata {index} di questo lotto fallirebbe se inviata ora: {reason}.',
  'approve.noReason': 'la rete non indica alcun motivo',
  'approve.title.swap': 'Scambia token',
  'approve.swapSell': 'Vendi',
  'approve.swapSellAtMost': 'Vendi al massimo',
  'approve.swapBuy': 'Compra',
  'approve.swapBuyAtLeast': 'Compra almeno',
  'approve.router': 'Router',
  'approve.swapDeadline': 'Valido fino al',
  'approve.warnSwapRecipient':
    'Ciò che questo scambio compra va a {recipient}, non al tuo account.',
  'approve.title.delegation': 'Lascia che un contratto gestisca il tuo account',
  'approve.delegate': 'Delega a',
  'approve.delegationChain': 'Reti',
  'approve.everyChain': 'Ogni rete',
  'approve.currentDelegation': 'Delega attuale',
  'approve.noDelegation': 'Nessuna',
  'approve.title.delegationRemoval': 'Disattiva lo smart account',
  'approve.delegationRemovalRule':
    'Questo rimuove la delega del tuo account a {delegate} su questa rete. Le funzioni dello smart account si fermano: niente più chiamate raggruppate, e non si possono concedere nuovi permessi. Il tuo indirizzo e i tuoi fondi restano invariati.',
  'approve.warnDelegateUnknown':
    'Il contratto {delegate} potrebbe agire come il tuo account, e questo sito non lo consente: potrebbe spostare tutto ciò che possiedi.',
  'approve.warnDelegateEveryChain':
    'Questa delega vale su ogni rete, non solo su questa: la stessa firma consegna il tuo account su qualsiasi chain.',
}
