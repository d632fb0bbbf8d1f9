import { buildPackage } from '../../scripts/buildPackage.mjs'

// React and the host SDK stay imports. "use client" marks the build for React Server
// Components: a Next.js server component may render `PortholeProvider`, and the hooks run on
// the client.
await buildPackage({
  packageDir: new URL('..', import.meta.url),
  name: 'react',
  importedLibraries: ['@porthole/host-sdk', 'react'],
  esbuild: { jsx: 'automatic', banner: { js: "'use client';" } },
})
