import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { DataChainInput } from '../chains/DataChainSchema.ts'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

/** A running `npm run worker` process and the JSON lines it logged so far. */
export type WorkerProcess = {
  process: ChildProcess
  lines: Record<string, unknown>[]
  /** Its exit code (-1 when a signal ended it). */
  exit: Promise<number>
}

/**
 * `src/worker/main.ts` as one Node process (tsx as a loader, not as a wrapper process, so a
 * SIGKILL ends the worker itself, as it does `node worker.mjs` in a release) on `schema` of DATABASE_URL, indexing `chains` every 100 ms; its
 * connections carry `name` as their `application_name`, so `pg_stat_activity` tells which
 * worker holds a lock.
 */
export function startWorkerProcess(options: {
  schema: string
  chains: readonly DataChainInput[]
  name: string
}): WorkerProcess {
  const url = new URL(process.env.DATABASE_URL!)
  url.searchParams.set('options', `-c search_path=${options.schema}`)
  url.searchParams.set('application_name', options.name)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url.toString(),
      DATA_CHAINS: JSON.stringify(options.chains),
      INDEX_INTERVAL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: Record<string, unknown>[] = []
  let buffer = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    const parts = buffer.split('\n')
    buffer = parts.pop()!
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part))
  })
  const exit = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)))
  return { process: child, lines, exit }
}
