import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FrameDeployment } from '@porthole/frame-app/renderFramePage'
import type { VaultDeployment } from '@porthole/vault/renderVaultPage'
import { ShellConfigError } from './ShellConfigError.ts'
import type { ShellOptions } from './ShellOptions.ts'

/**
 * The page shells in `dir` (`frame.html`, `vault.html`, written by `npm run release`), read
 * once at start: a missing file stops the server with its path instead of failing each page.
 */
export async function loadShells(
  dir: string,
  deployments: { frame: FrameDeployment; vault: VaultDeployment },
): Promise<ShellOptions> {
  const read = async (name: string) => {
    const file = join(dir, name)
    const text = await readFile(file, 'utf8').catch((cause) => {
      throw new ShellConfigError(`SHELL_DIR: cannot read ${file}`, { cause })
    })
    if (!text.includes('</head>'))
      throw new ShellConfigError(`SHELL_DIR: ${file} is not a built page (no </head>)`)
    return text
  }
  return {
    frame: { template: await read('frame.html'), deployment: deployments.frame },
    vault: { template: await read('vault.html'), deployment: deployments.vault },
  }
}
