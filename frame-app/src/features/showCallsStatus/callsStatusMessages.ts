/** CallsStatus's strings, loaded with its chunk (not with the first paint). */
export const callsStatusMessages = {
  'callsStatus.network': 'On {network}',
  'callsStatus.calls': 'Calls',
  'callsStatus.call': 'Call {index}',
  'callsStatus.to': 'To {address}',
  'callsStatus.state.queued': 'Waiting to be sent',
  'callsStatus.state.pending': 'Pending',
  'callsStatus.state.confirmed': 'Confirmed',
  'callsStatus.state.reverted': 'Failed: reverted',
  'callsStatus.state.notSent': 'Not sent',
  'callsStatus.explorer': 'View call {index} in explorer',
  'callsStatus.status.pending': 'In progress: {done} of {count} confirmed',
  'callsStatus.status.confirmed': 'Done: every call is confirmed',
  'callsStatus.status.offchainFailure': 'Not sent: no call reached the network',
  'callsStatus.status.reverted': 'Failed: the calls reverted, only the network fee was spent',
  'callsStatus.status.partiallyReverted':
    'Stopped: {done} of {count} confirmed, the rest failed or were not sent',
  'callsStatus.loading': 'Reading the calls…',
  'callsStatus.unknown':
    'This batch is not known here any more. It may have been sent before the page reloaded.',
  'callsStatus.failed': 'The status of the calls could not be read from the network.',
  'callsStatus.retry': 'Try again',
} as const
export type CallsStatusMessageKey = keyof typeof callsStatusMessages
