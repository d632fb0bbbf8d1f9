import type { StateSnapshot } from '../catalog/StateSnapshotSchema.ts'

/**
 * Test fixture: the snapshot of a closed frame with nothing connected, on Ethereum. Tests
 * spread it and change what they need (`{ ...disconnectedSnapshot, open: true }`).
 */
export const disconnectedSnapshot: StateSnapshot = {
  open: false,
  view: 'Connect',
  status: 'disconnected',
  namespace: null,
  address: null,
  caipAddress: null,
  caipNetworkId: 'eip155:1',
  accounts: {},
}
