import { buildPackage } from '../../scripts/buildPackage.mjs'

// viem and the host SDK stay imports (wagmi's types only are used): `CreateConnectorFn` comes
// from the app's own `@wagmi/core`, 2 or 3.
await buildPackage({
  packageDir: new URL('..', import.meta.url),
  name: 'wagmi',
  importedLibraries: ['@porthole/host-sdk', '@wagmi/core', 'viem'],
})
