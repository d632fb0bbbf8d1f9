import type { DevChain } from '@porthole/e2e/devChain'
import { DEMO_PROJECT_ID } from '../../src/cli/seedDemo.ts'
import type { BenchRoute } from './measureRoutes.ts'

/** The name `main.ts` registers for the names row. */
export const BENCH_NAME = 'bench-name.porthole.id'

/**
 * The bench's rows: `/health` (the yardstick), the account-data reads the modal makes (balance
 * from its 30 s cache, history from the indexed transfers, a swap quote read from the chain's
 * pools, a name lookup) and email login start, a write (a code stored and mailed per request).
 */
export function benchRoutes(chain: DevChain, run: string, only?: readonly string[]): BenchRoute[] {
  const project = `projectId=${DEMO_PROJECT_ID}&st=bench&sv=0`
  const account = chain.accounts[0]!.address
  const caip = `eip155:${chain.chainId}`
  const quote = new URLSearchParams({
    amount: '100000000',
    userAddress: `${caip}:${account}`,
    from: `${caip}:${chain.tokens.DUSD.address}`,
    to: `${caip}:${chain.tokens.PDT.address}`,
  })
  const routes: BenchRoute[] = [
    { name: 'GET /health', path: '/health' },
    {
      name: 'GET balance (cached)',
      path: `/v1/account/${account}/balance?${project}&chainId=${caip}`,
    },
    { name: 'GET history', path: `/v1/account/${account}/history?${project}&chainId=${caip}` },
    { name: 'GET convert/quotes', path: `/v1/convert/quotes?${project}&${quote}` },
    {
      name: 'GET profile/account (name)',
      path: `/v1/profile/account/${BENCH_NAME.split('.')[0]}?${project}`,
    },
    {
      name: 'POST embedded/otp (write)',
      path: `/v1/embedded/otp?${project}`,
      post: (n) => ({
        body: { email: `bench-${run}-${n}@example.test` },
        visitor: `visitor-${run}-${n}`,
      }),
    },
  ]
  return routes.filter(
    (route, index) => index === 0 || !only || only.some((word) => route.name.includes(word)),
  )
}
