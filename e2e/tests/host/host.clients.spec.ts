// docs/host-guide.md's "Use with viem, wagmi, ethers, web3-onboard" examples, each bundled as a host
// developer's bundler would (esbuild) with the client at its pinned version, and run against
// the modal with the dev wallet: the client connects and signs through modal.provider alone.
import type { FrameLocator, Page } from '@playwright/test'
import { docExample, HOST_GUIDE, runInPage } from '../../fixtures/readme/readmeExamples.ts'
import { expect, test } from '../../fixtures/test.ts'

/** The user picks the dev wallet in the modal the example opened; resolves with what it logged. */
async function connectAndSign(page: Page, modalFrame: FrameLocator): Promise<string[]> {
  const signed = page.waitForEvent('console', (message) => message.text().startsWith('signed'))
  const row = modalFrame.getByRole('button', { name: /Dev Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  const [, account, signature] = (await signed).text().split(' ')
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  return [account!, signature!]
}

for (const client of ['viem', 'wagmi', 'web3-onboard']) {
  test(`default: the host guide's ${client} example connects and signs through modal.provider`, async ({
    walletPage,
    modalFrame,
    stack,
  }) => {
    test.setTimeout(90_000)
    await runInPage(walletPage, stack.hostUrl, await docExample(HOST_GUIDE, `#### ${client}`))
    await connectAndSign(walletPage, modalFrame)
  })
}

/** The next `network <chainId> <balance>` line the ethers example logs for `chainId`. */
function nextNetworkLine(page: Page, chainId: number): Promise<string[]> {
  return page
    .waitForEvent('console', (message) => message.text().startsWith(`network ${chainId} `))
    .then((message) => message.text().split(' '))
}

test("default: the host guide's ethers example signs, and with 'any' follows a network switch made in the modal", async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  const first = nextNetworkLine(walletPage, 31337)
  await runInPage(walletPage, stack.hostUrl, await docExample(HOST_GUIDE, '#### ethers'))
  await connectAndSign(walletPage, modalFrame)
  expect((await first)[1]).toBe('31337')
  const followed = nextNetworkLine(walletPage, 31338)
  await walletPage.evaluate(() => window.modal.switchNetwork('eip155:31338'))
  const [, chainId, balance] = await followed
  expect(chainId).toBe('31338')
  expect(Number(balance)).toBeGreaterThan(0)
})

test("error: the ethers example without 'any' throws 'network changed' after a switch, as the host guide says", async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  const example = await docExample(HOST_GUIDE, '#### ethers')
  expect(example).toContain("new BrowserProvider(modal.provider, 'any')")
  const errors: string[] = []
  walletPage.on('pageerror', (error) => errors.push(error.message))
  const first = nextNetworkLine(walletPage, 31337)
  await runInPage(
    walletPage,
    stack.hostUrl,
    example.replace(
      "new BrowserProvider(modal.provider, 'any')",
      'new BrowserProvider(modal.provider)',
    ),
  )
  await connectAndSign(walletPage, modalFrame)
  expect((await first)[1]).toBe('31337')
  await walletPage.evaluate(() => window.modal.switchNetwork('eip155:31338'))
  await expect.poll(() => errors.join('\n')).toContain('network changed')
})

test("error: Escape on the modal the ethers example opened rejects with ethers' ACTION_REJECTED carrying the modal's 4001 and its message", async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  // The example as written: its unhandled rejection is the page's error, ethers' full text.
  const failed = walletPage.waitForEvent('pageerror')
  await runInPage(walletPage, stack.hostUrl, await docExample(HOST_GUIDE, '#### ethers'))
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await walletPage.keyboard.press('Escape')
  const { message } = await failed
  expect(message).toContain('code=ACTION_REJECTED')
  expect(message).toContain('"method": "eth_requestAccounts"')
  expect(message).toContain('"code": 4001')
  // Not "ethers-user-denied: undefined": the modal's own words reach the host developer.
  expect(message).toContain('"message": "ethers-user-denied: User rejected the request."')
})
