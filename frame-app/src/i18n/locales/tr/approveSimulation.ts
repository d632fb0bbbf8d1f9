import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Bu ne yapar',
  'approve.confirmInWallet': '{name} içinde onaylayın',
  'approve.confirmInWalletDetail':
    'İsteği {name} içinde onaylayın veya reddedin. Cüzdan yanıt verdiğinde bu kapanır.',
  'approve.youSend': 'Gönderdiğiniz',
  'approve.youReceive': 'Aldığınız',
  'approve.nothing': 'Hiçbir şey',
  'approve.simulationUnavailable': 'Bu ağda simülasyon yok: bakiye değişiklikleri gösterilemiyor.',
  'approve.warnReverts':
    'Bu işlem şimdi gönderilirse başarısız olur: {reason}. Ağ ücretini yine de ödersiniz.',
  'approve.warnRevertsCall':
    'Bu paketin {index}. çağrısı şimdi gönderilirse başarısız olur: {reason}.',
  'approve.noReason': 'ağ bir neden belirtmiyor',
  'approve.title.swap': 'Token takası',
  'approve.swapSell': 'Sat',
  'approve.swapSellAtMost': 'En fazla sat',
  'approve.swapBuy': 'Al',
  'approve.swapBuyAtLeast': 'En az al',
  'approve.router': 'Yönlendirici',
  'approve.swapDeadline': 'Geçerlilik sonu',
  'approve.warnSwapRecipient': 'Bu takasın aldığı, hesabınıza değil {recipient} adresine gider.',
  'approve.title.delegation': 'Hesabınızı bir sözleşmeye yönettirin',
  'approve.delegate': 'Yetki verilen',
  'approve.delegationChain': 'Ağlar',
  'approve.everyChain': 'Her ağ',
  'approve.currentDelegation': 'Mevcut yetki',
  'approve.noDelegation': 'Yok',
  'approve.title.delegationRemoval': 'Akıllı hesabı kapat',
  'approve.delegationRemovalRule':
    'Bu, bu ağda hesabınızın {delegate} sözleşmesine olan yetki devrini kaldırır. Akıllı hesap özellikleri durur: artık toplu çağrı yok ve yeni izin verilemez. Adresiniz ve bakiyeniz olduğu gibi kalır.',
  'approve.warnDelegateUnknown':
    'Bu, {delegate} sözleşmesinin hesabınız gibi davranmasını sağlar ve bu site ona izin vermiyor: sahip olduğunuz her şeyi taşıyabilir.',
  'approve.warnDelegateEveryChain':
    'Bu yetki yalnızca bu ağda değil her ağda geçerlidir: aynı imza hesabınızı her zincirde devreder.',
}
