// The React apps share this page, and `?app=` picks the one that renders into #root:
// `wagmi` (wagmi 3 with @porthole/wagmi's connector), `readme` (README.md's "Install in your
// app" example as written), none (@porthole/react's hooks).
const app = new URLSearchParams(location.search).get('app')
if (app === 'wagmi') await import('./wagmi.tsx')
else if (app === 'readme') await import('./readmeMain.tsx')
else await import('./hooks.tsx')
