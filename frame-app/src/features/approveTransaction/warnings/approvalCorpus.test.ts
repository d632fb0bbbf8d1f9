import { describe, expect, test } from 'vitest'
import { account } from '#test/intentCorpus/corpusChain.ts'
import { type CorpusCase, harmfulRequests } from '#test/intentCorpus/harmfulRequests.ts'
import { harmlessRequests } from '#test/intentCorpus/harmlessRequests.ts'
import { approvalWarnings } from '../approvalWarnings.ts'
import { summarizeOnCorpus } from '../test/summarizeOnCorpus.ts'

const origin = 'https://shop.example'

/** The request as ApproveTransaction reads it, over a chain faked at the RPC boundary. */
async function warningsOf({
  request,
  past = [],
  simulation,
}: Pick<CorpusCase, 'request' | 'past' | 'simulation'>) {
  const { summary } = await summarizeOnCorpus(request, {
    account,
    past,
    ...(simulation ? { simulate: async () => simulation } : {}),
  })
  return { summary, keys: approvalWarnings(summary, origin).map((warning) => warning.key) }
}

describe('the approval corpus (SECURITY #27)', () => {
  test('default: at least 20 harmful and 20 harmless requests', () => {
    expect(harmfulRequests.length).toBeGreaterThanOrEqual(20)
    expect(harmlessRequests.length).toBeGreaterThanOrEqual(20)
  })

  test.each(harmfulRequests)('behavior: harmful, warned: $name', async (corpusCase) => {
    const { summary, keys } = await warningsOf(corpusCase)
    // Decoded, never shown raw: the warning comes from what the request does.
    expect(summary.kind).not.toBe('raw')
    expect(keys).toEqual(corpusCase.warnings)
  })

  test.each(harmlessRequests)('behavior: harmless, not warned: $name', async (corpusCase) => {
    const { summary, keys } = await warningsOf(corpusCase)
    expect(summary.kind).not.toBe('raw')
    expect(keys).toEqual([])
  })
})
