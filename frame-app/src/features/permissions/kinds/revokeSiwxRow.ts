import { siwxRevokeMessage } from '@porthole/shared-protocol'
import type { Connection } from '../../connection/index.ts'
import type { Permission } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'

/**
 * Signs out of one sign-in session: the modal's own session through the sign-in store (so the
 * host hears it ended), another one by signing its revocation and handing it to the api.
 */
export async function revokeSiwxRow(
  app: Pick<PermissionDeps, 'api' | 'siwx'>,
  connection: Connection,
  row: Extract<Permission, { kind: 'siwx' }>,
): Promise<void> {
  if (app.siwx.getState().session?.pci === row.session.pci) {
    await app.siwx.signOut(connection)
    return
  }
  const { signText } = await import('../../siwx/chunk.ts')
  const signature = await signText(connection, siwxRevokeMessage(row.session.pci))
  await app.api?.revokeSiwxSession(row.session.address, { pci: row.session.pci, signature })
}
