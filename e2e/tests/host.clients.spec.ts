// README.md's "Use with viem, wagmi, ethers, web3-onboard" examples, each bundled as a host
// developer's bundler would (esbuild) with the client at its pinned version, and run against
// the modal with the dev wallet: the client connects and signs through modal.provider alone.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FrameLocator, Page } from '@playwright/test'
import { build } from 'esbuild'
import { repoRoot } from '../fixtures/paths.ts'
import { expect, test } from '../fixtures/test.ts'

/** The first ```js block after `heading` in README.md. */
async function readmeExample(heading: string): Promise<string> {
  const readme = await readFile(join(repoRoot, 'README.md'), 'utf8')
  const at = readme.indexOf(`\n${heading}\n`)
  const code = at < 0 ? undefined : /```js\n([\s\S]*?)```/.exec(readme.slice(at))?.[1]
  if (!code) throw new Error(`No js example after "${heading}" in README.md`)
  return code
}

/** `code` bundled for the browser as one ES module. */
async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: join(repoRoot, 'e2e'), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** Serve `code` from the host page's origin and run it there as a module script. */
async function runInPage(page: Page, hostUrl: string, code: string): Promise<void> {
  const body = await bundle(code)
  await page.route(`${hostUrl}/example.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body }),
  )
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = '/example.js'
    document.body.append(script)
  })
}

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
  test(`default: the README ${client} example connects and signs through modal.provider`, async ({
    walletPage,
    modalFrame,
    stack,
  }) => {
    test.setTimeout(90_000)
    await runInPage(walletPage, stack.hostUrl, await readmeExample(`#### ${client}`))
    await connectAndSign(walletPage, modalFrame)
  })
}

/** The next `network <chainId> <balance>` line the ethers example logs for `chainId`. */
function nextNetworkLine(page: Page, chainId: number): Promise<string[]> {
  return page
    .waitForEvent('console', (message) => message.text().startsWith(`network ${chainId} `))
    .then((message) => message.text().split(' '))
}

test("default: the README ethers example signs, and with 'any' follows a network switch made in the modal", async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  const first = nextNetworkLine(walletPage, 31337)
  await runInPage(walletPage, stack.hostUrl, await readmeExample('#### ethers'))
  await connectAndSign(walletPage, modalFrame)
  expect((await first)[1]).toBe('31337')
  const followed = nextNetworkLine(walletPage, 31338)
  await walletPage.evaluate(() => window.modal.switchNetwork('eip155:31338'))
  const [, chainId, balance] = await followed
  expect(chainId).toBe('31338')
  expect(Number(balance)).toBeGreaterThan(0)
})

test("error: the ethers example without 'any' throws 'network changed' after a switch, as the README says", async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  const example = await readmeExample('#### ethers')
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
