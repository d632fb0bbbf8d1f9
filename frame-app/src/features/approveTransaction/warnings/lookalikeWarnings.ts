import { truncateAddress } from '../../account/chunk.ts'
import type { Lookalike } from '../summary/ApprovalSummary.ts'
import type { ApprovalWarning } from './ApprovalWarning.ts'

/** A recipient that looks like an address the account sent to, but is another. */
export const lookalikeWarnings = (lookalike: Lookalike | undefined): ApprovalWarning[] =>
  lookalike
    ? [
        {
          key: 'approve.warnLookalike',
          params: {
            recipient: truncateAddress(lookalike.recipient),
            known: truncateAddress(lookalike.resembles),
          },
        },
      ]
    : []
