import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { paths, repoRoot } from '../fixtures/paths.ts'

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`)
}

/** Builds the host loader and the frame when their dist is missing (the dev wallet builds itself). */
export function ensureBuilt(): void {
  if (!existsSync(paths.hostIife) || !existsSync(paths.hostEsm))
    run(process.execPath, [join(repoRoot, 'host-sdk/scripts/build.mjs')])
  if (!existsSync(join(paths.frameDist, 'index.html')))
    run('npm', ['run', 'build', '-w', 'frame-app'])
}
