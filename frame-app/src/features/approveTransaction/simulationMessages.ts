/**
 * ApproveTransaction's and the wallet-prompt panel's words for a simulated request, Uniswap
 * swaps and EIP-7702 delegations (issue 39): the `approveSimulation` catalog part.
 */
export const simulationMessages = {
  'approve.whatThisDoes': 'What this does',
  'approve.confirmInWallet': 'Confirm in {name}',
  'approve.confirmInWalletDetail':
    'Approve or reject the request in {name}. This closes when the wallet answers.',
  'approve.youSend': 'You send',
  'approve.youReceive': 'You receive',
  'approve.nothing': 'Nothing',
  'approve.simulationUnavailable':
    'Simulation unavailable on this network: the balance changes cannot be shown.',
  'approve.warnReverts':
    'This transaction would fail if sent now: {reason}. You would still pay the network fee.',
  'approve.warnRevertsCall': 'Call {index} of this batch would fail if sent now: {reason}.',
  'approve.noReason': 'the network gives no reason',
  'approve.title.swap': 'Swap tokens',
  'approve.swapSell': 'Sell',
  'approve.swapSellAtMost': 'Sell at most',
  'approve.swapBuy': 'Buy',
  'approve.swapBuyAtLeast': 'Buy at least',
  'approve.router': 'Router',
  'approve.swapDeadline': 'Valid until',
  'approve.warnSwapRecipient': 'What this swap buys goes to {recipient}, not to your account.',
  'approve.title.delegation': 'Let a contract run your account',
  'approve.delegate': 'Delegate to',
  'approve.delegationChain': 'Networks',
  'approve.everyChain': 'Every network',
  'approve.currentDelegation': 'Current delegation',
  'approve.noDelegation': 'None',
  'approve.title.delegationRemoval': 'Turn off the smart account',
  'approve.delegationRemovalRule':
    'This removes the delegation of your account to {delegate} on this network. Smart-account features stop: no more batched calls, and no new permissions can be granted. Your address and funds stay as they are.',
  'approve.warnDelegateUnknown':
    'This lets contract {delegate} act as your account, and it is not one this site allows: it could move everything you hold.',
  'approve.warnDelegateEveryChain':
    'This delegation is valid on every network, not only this one: the same signature hands over your account on any chain.',
} as const
export type SimulationMessageKey = keyof typeof simulationMessages
