// The npm packages in a Next.js App Router app (e2e/apps/next-app) as a host developer makes
// it: the `npm pack` tarballs installed, `next build`, then `next start`. The page is a server
// component rendered per request; PortholeProvider sits in a client component.

import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { buildPackagedApp, type PackagedApp } from '../../fixtures/packagedApps/buildPackagedApp.ts'
import { expectAppRoundTrip } from '../../fixtures/packagedApps/expectAppRoundTrip.ts'
import { type NextApp, startNextApp } from '../../fixtures/packagedApps/startNextApp.ts'
import { addDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

let built: PackagedApp
let next: NextApp

// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures first
test.beforeAll(async ({}, testInfo) => {
  // A first install fetches Next.js (about 30 s); `next build` takes 20 to 50 s on two cores.
  testInfo.setTimeout(300_000)
  built = await buildPackagedApp('next-app')
  console.log(
    `next app: npm pack ${built.seconds.pack} s, npm install ${built.seconds.install} s, next build ${built.seconds.build} s`,
  )
  next = await startNextApp(built.dir)
})
test.afterAll(async () => {
  await next?.close()
})

test('default: next build prints no warning of ours, and the page renders on the server disconnected', async () => {
  expect(built.buildLog).toContain('Compiled successfully')
  // Next's own notice on a first build (no `.next/cache` yet) is about the build machine, not
  // about our packages; every other warning fails.
  const warnings = built.buildLog
    .split('\n')
    .filter((line) => /warn|⚠/i.test(line) && !/No build cache found/.test(line))
  expect(warnings).toEqual([])
  const response = await fetch(`${next.url}/`)
  expect(response.status).toBe(200)
  const html = (await response.text()).replaceAll('<!-- -->', '')
  expect(html).toContain('<p>Account: not connected</p>')
  expect(html).toContain('<button type="button">Connect wallet</button>')
  expect(next.errors()).toBe('')
})

test('default: in the browser the hooks connect the dev wallet, the app signs and sends, the hooks switch network and restore after a reload', async ({
  page,
  modalFrame,
  stack,
  chains,
}) => {
  await addDevWallet(page, chains)
  const chain = await snapshotChain(chains.one.rpcUrl)
  try {
    const query = new URLSearchParams({
      frameUrl: stack.frameUrl,
      rpc31337: chains.one.rpcUrl,
      rpc31338: chains.two.rpcUrl,
    })
    await page.goto(`${next.url}/?${query}`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalFrame.getByRole('button', { name: /Dev Wallet/ }).click()
    await expectAppRoundTrip(page, chains, { message: 'hello from next', label: 'Network' })
    expect(next.errors()).toBe('')
  } finally {
    await chain.revert()
  }
})
