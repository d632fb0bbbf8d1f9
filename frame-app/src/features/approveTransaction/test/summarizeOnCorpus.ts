import { corpusContracts } from '#test/intentCorpus/corpusChain.ts'
import { createFakeChain } from '#test/intentCorpus/createFakeChain.ts'
import type { ApprovalRequest } from '../ApprovalRequest.ts'
import { createChainReads } from '../summary/createChainReads.ts'
import { type SummaryDeps, summarizeApproval } from '../summary/summarizeApproval.ts'
import { anvilNative } from './anvilSummaryDeps.ts'

/** What a test may add to the corpus chain's reads: the account, a simulation, past recipients. */
export type CorpusOptions = Partial<Pick<SummaryDeps, 'account' | 'simulate'>> & {
  past?: readonly string[]
}

/**
 * `request` summarized on the approval corpus's fake Anvil chain (31337, ETH), every read from
 * its contracts; `requests` lists the RPC calls the summary made.
 */
export async function summarizeOnCorpus(request: ApprovalRequest, options: CorpusOptions = {}) {
  const { past = [], ...deps } = options
  const { client, requests } = createFakeChain(corpusContracts)
  const summary = await summarizeApproval(request, {
    ...anvilNative,
    ...deps,
    ...createChainReads(
      async () => client,
      () => past,
    ),
  })
  return { summary, requests }
}

/** The decoded transaction of `request` sent from `account`; throws when it is not one. */
export async function transactionOnCorpus(request: ApprovalRequest, account: string) {
  const { summary } = await summarizeOnCorpus(request, { account })
  if (summary.kind !== 'transaction') throw new Error(`not a transaction: ${summary.kind}`)
  return summary.transaction
}
