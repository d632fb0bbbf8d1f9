import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'ما الذي يفعله هذا',
  'approve.confirmInWallet': 'أكّد في {name}',
  'approve.confirmInWalletDetail':
    'وافق على الطلب أو ارفضه في {name}. تُغلق هذه النافذة عندما تجيب المحفظة.',
  'approve.youSend': 'ترسل',
  'approve.youReceive': 'تستلم',
  'approve.nothing': 'لا شيء',
  'approve.simulationUnavailable': 'المحاكاة غير متاحة على هذه الشبكة: لا يمكن عرض تغيّرات الرصيد.',
  'approve.warnReverts': 'ستفشل هذه المعاملة إذا أُرسلت الآن: {reason}. ستدفع رسوم الشبكة مع ذلك.',
  'approve.warnRevertsCall': 'سيفشل الاستدعاء {index} من هذه الدفعة إذا أُرسل الآن: {reason}.',
  'approve.noReason': 'لا تذكر الشبكة سببًا',
  'approve.title.swap': 'مبادلة الرموز',
  'approve.swapSell': 'بيع',
  'approve.swapSellAtMost': 'بيع بحد أقصى',
  'approve.swapBuy': 'شراء',
  'approve.swapBuyAtLeast': 'شراء بحد أدنى',
  'approve.router': 'الموجّه',
  'approve.swapDeadline': 'صالح حتى',
  'approve.warnSwapRecipient': 'ما تشتريه هذه المبادلة يذهب إلى {recipient}، لا إلى حسابك.',
  'approve.title.delegation': 'السماح لعقد بإدارة حسابك',
  'approve.delegate': 'التفويض إلى',
  'approve.delegationChain': 'الشبكات',
  'approve.everyChain': 'كل الشبكات',
  'approve.currentDelegation': 'التفويض الحالي',
  'approve.noDelegation': 'لا يوجد',
  'approve.title.delegationRemoval': 'إيقاف الحساب الذكي',
  'approve.delegationRemovalRule':
    'يزيل هذا تفويض حسابك إلى {delegate} على هذه الشبكة. تتوقف ميزات الحساب الذكي: لا مزيد من الاستدعاءات المجمّعة، ولا يمكن منح أذونات جديدة. يبقى عنوانك وأموالك كما هي.',
  'approve.warnDelegateUnknown':
    'يسمح هذا للعقد {delegate} بالتصرف كحسابك، وهذا الموقع لا يسمح به: قد ينقل كل ما تملكه.',
  'approve.warnDelegateEveryChain':
    'هذا التفويض صالح على كل الشبكات لا على هذه وحدها: التوقيع نفسه يسلّم حسابك على أي سلسلة.',
}
