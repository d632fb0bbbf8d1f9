import type { Log } from '../AppEnv.ts'
import type { ChainRegistry } from '../chains/createChainRegistry.ts'
import type { Db } from '../db/Db.ts'
import { indexChain } from './indexChain.ts'

export type Indexer = {
  /** Runs one step on every indexed chain now. */
  tick(): Promise<void>
  /** Stops the loop and waits for a running step to end. */
  stop(): Promise<void>
}

/**
 * Follows every chain whose history source is the indexer: one step per chain every
 * `intervalMs` (default 1000), until the chain's head is reached. Several indexers (one per
 * worker process) can run on one database; the advisory lock in `indexChain` lets one index
 * a chain at a time.
 */
export function createIndexer(options: {
  db: Db
  chains: ChainRegistry
  log?: Log
  intervalMs?: number
  maxBlocks?: number
}): Indexer {
  const { db, chains, log = () => undefined, intervalMs = 1000 } = options
  const indexed = chains.list.filter((entry) => entry.chain.history.kind === 'indexer')
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = async () => {
    for (const entry of indexed) {
      try {
        const result = await indexChain(db, entry, {
          ...(options.maxBlocks === undefined ? {} : { maxBlocks: options.maxBlocks }),
        })
        if (result.status === 'indexed' && (result.blocks > 0 || result.rewound > 0)) {
          log({
            level: 'info',
            msg: 'indexed',
            chainId: entry.chain.caipNetworkId,
            blocks: result.blocks,
            rewound: result.rewound,
            to: result.to.toString(),
          })
        }
      } catch (error) {
        log({
          level: 'warn',
          msg: 'indexing failed',
          chainId: entry.chain.caipNetworkId,
          error: String(error),
        })
      }
    }
  }
  const tick = () => {
    running = running.then(step)
    return running
  }
  const loop = () => {
    if (stopped) return
    tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs)
    })
  }
  loop()
  return {
    tick,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
