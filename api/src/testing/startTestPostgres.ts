import { execFile } from 'node:child_process'
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** A Postgres server of one test's own, which it may restart without disturbing others. */
export type TestPostgres = {
  url: string
  /** `pg_ctl restart -m fast`: open connections are closed, the server is back on return. */
  restart(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts a throwaway server from Debian's `postgresql` binaries, as `scripts/with-postgres.sh`
 * does (initdb into a temporary folder, 127.0.0.1 at a free port, as `postgres` when root).
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b))
  const bin = process.env.PG_BIN_DIR ?? `/usr/lib/postgresql/${versions.at(-1)}/bin`
  const root = process.getuid?.() === 0
  const user = root ? 'postgres' : (process.env.USER ?? 'postgres')
  const as = (command: string, args: string[]) =>
    root ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args)
  const dir = await mkdtemp(join(tmpdir(), 'porthole-pg-own-'))
  if (root) await chown(dir, ...(await postgresIds()))
  const data = join(dir, 'db')
  const port = 40_000 + Math.floor(Math.random() * 20_000)
  await as(`${bin}/initdb`, ['-D', data, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  await as(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    options,
    'start',
  ])
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await as(`${bin}/pg_ctl`, [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-m',
        'fast',
        '-w',
        'restart',
      ])
    },
    stop: async () => {
      await as(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres'])
  const { stdout: group } = await run('id', ['-g', 'postgres'])
  return [Number(stdout.trim()), Number(group.trim())]
}
