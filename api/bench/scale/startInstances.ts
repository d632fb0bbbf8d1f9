import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort, waitForOk } from './freePort.ts'

export type Instances = { ports: number[]; stop(): Promise<void> }

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** Starts `count` bench api instances (`instance.ts`), each a process of its own. */
export async function startInstances(
  count: number,
  env: { DATABASE_URL: string; BENCH_CHAIN: string; SMTP_URL: string },
): Promise<Instances> {
  const entry = fileURLToPath(new URL('./instance.ts', import.meta.url))
  const children: ChildProcess[] = []
  const ports: number[] = []
  try {
    for (let index = 0; index < count; index++) {
      const port = await freePort()
      const child = spawn(process.execPath, ['--import', 'tsx', entry], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      children.push(child)
      ports.push(port)
    }
    await Promise.all(ports.map((port) => waitForOk(`http://127.0.0.1:${port}/health`)))
  } catch (error) {
    await Promise.all(children.map(stopped))
    throw error
  }
  return { ports, stop: async () => void (await Promise.all(children.map(stopped))) }
}
