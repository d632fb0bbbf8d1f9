import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'لم تتم عملية الشراء',
  failed:
    'يفيد {name} بأن شراء {amount} {symbol} قد فشل، لذا لم يُرسَل شيء إلى محفظتك. حاول مرة أخرى، أو اختر مبلغًا أو طريقة دفع أخرى.',
}
