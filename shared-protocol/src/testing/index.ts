// Test fixtures shared by the packages' tests (`@porthole/shared-protocol/testing`).
export { disconnectedSnapshot } from './disconnectedSnapshot.ts'
export { testMainnet } from './testMainnet.ts'
