import type { FrameDeployment } from '@porthole/frame-app/renderFramePage'
import type { VaultDeployment } from '@porthole/vault/renderVaultPage'

/**
 * The frame and vault page shells the api serves (docs/decisions/0010): the built index.html of
 * each (`release/api/shells/`, hashed asset names inside) and what every page is told.
 */
export type ShellOptions = {
  frame: { template: string; deployment: FrameDeployment }
  vault: { template: string; deployment: VaultDeployment }
}
