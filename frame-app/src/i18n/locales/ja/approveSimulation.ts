import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'この操作の内容',
  'approve.confirmInWallet': '{name} で確認してください',
  'approve.confirmInWalletDetail':
    '{name} でリクエストを承認または拒否してください。ウォレットが応答するとこの画面は閉じます。',
  'approve.youSend': '送るもの',
  'approve.youReceive': '受け取るもの',
  'approve.nothing': 'なし',
  'approve.simulationUnavailable':
    'このネットワークではシミュレーションを利用できません：残高の変化を表示できません。',
  'approve.warnReverts':
    'このトランザクションは今送ると失敗します：{reason}。ネットワーク手数料はかかります。',
  'approve.warnRevertsCall': 'このバッチの呼び出し {index} は今送ると失敗します：{reason}。',
  'approve.noReason': 'ネットワークは理由を示していません',
  'approve.title.swap': 'トークンをスワップ',
  'approve.swapSell': '売る',
  'approve.swapSellAtMost': '最大で売る',
  'approve.swapBuy': '買う',
  'approve.swapBuyAtLeast': '最低でも買う',
  'approve.router': 'ルーター',
  'approve.swapDeadline': '有効期限',
  'approve.warnSwapRecipient':
    'このスワップで買うものはあなたのアカウントではなく {recipient} に届きます。',
  'approve.title.delegation': 'コントラクトにアカウントを任せる',
  'approve.delegate': '委任先',
  'approve.delegationChain': 'ネットワーク',
  'approve.everyChain': 'すべてのネットワーク',
  'approve.currentDelegation': '現在の委任',
  'approve.noDelegation': 'なし',
  'approve.title.delegationRemoval': 'スマートアカウントをオフにする',
  'approve.delegationRemovalRule':
    'このネットワークでの {delegate} へのアカウントの委任を解除します。スマートアカウントの機能は停止し、まとめた呼び出しも新しい権限の付与もできなくなります。アドレスと資金はそのままです。',
  'approve.warnDelegateUnknown':
    'コントラクト {delegate} があなたのアカウントとして動けるようになりますが、このサイトはそれを許可していません：あなたの資産をすべて動かせます。',
  'approve.warnDelegateEveryChain':
    'この委任はこのネットワークだけでなくすべてのネットワークで有効です：同じ署名でどのチェーンでもアカウントを渡すことになります。',
}
