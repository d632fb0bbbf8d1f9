// The dev wallet in real Chromium, in a plain page (no Porthole), the way the demo and the e2e
// tests load it.
import type { Page } from '@playwright/test'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { createStaticServer, type StaticServer } from '../../fixtures/servers/createStaticServer.ts'
import { expect, test } from '../../fixtures/test.ts'

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dapp</title></head>
<body><h1>Dapp</h1><dialog id="modal"><p>Some modal</p></dialog>
<iframe title="child" src="/child"></iframe></body></html>`

let server: StaticServer

// The worker's dev chains (the `chains` fixture), shared with the other specs: what these tests
// send lands whatever those did before.
test.beforeAll(async () => {
  const html = { body: PAGE, type: 'text/html; charset=utf-8' }
  server = await createStaticServer({
    host: '127.0.0.1',
    routes: { '/': html, '/child': { body: '<p>child</p>', type: 'text/html' } },
  })
})
test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(async ({ page, chains }) => {
  const script = await devWalletInitScript({
    accountIndex: 1,
    chains: [
      { chainId: 31337, rpcUrl: chains.one.rpcUrl, name: 'Dev chain' },
      { chainId: 31338, rpcUrl: chains.two.rpcUrl, name: 'Dev chain 2' },
    ],
  })
  await page.addInitScript(script)
  await page.goto(server.url)
})

/** Starts a provider request in the page; the returned promise settles with its outcome. */
function request(page: Page, method: string, params?: unknown[]) {
  return page.evaluate(
    ({ method, params }) =>
      window.devWallet.provider.request({ method, params }).then(
        (result: unknown) => ({ result }),
        (error: { code: number; message: string }) => ({
          code: error.code,
          message: error.message,
        }),
      ),
    { method, params },
  )
}

const prompt = (page: Page) => page.getByRole('dialog', { name: /Dev Wallet/ })
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('default: announces itself through EIP-6963 with a new uuid per page load', async ({
  page,
}) => {
  const announce = () =>
    page.evaluate(() => {
      const seen: { uuid: string; name: string; rdns: string; icon: string }[] = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        seen.push((event as CustomEvent).detail.info)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return seen
    })
  const [first] = await announce()
  expect(first).toMatchObject({ name: 'Dev Wallet', rdns: 'dev.porthole.devwallet' })
  expect(first!.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  await page.reload()
  const [second] = await announce()
  expect(second!.uuid).not.toBe(first!.uuid)
})

test('default: connecting shows the prompt; Approve connects and a reload restores it', async ({
  page,
}) => {
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  const connecting = request(page, 'eth_requestAccounts')
  await expect(prompt(page)).toContainText('Connect to this site')
  await expect(prompt(page)).toContainText(account1)
  await page.getByRole('button', { name: 'Approve' }).click()
  expect(await connecting).toEqual({ result: [account1] })
  await expect(prompt(page)).toBeHidden()
  await page.reload()
  expect(await request(page, 'eth_accounts')).toEqual({ result: [account1] })
})

test('error: Reject and Escape answer 4001', async ({ page }) => {
  const first = request(page, 'eth_requestAccounts')
  await page.getByRole('button', { name: 'Reject' }).click()
  expect(await first).toMatchObject({ code: 4001 })
  const second = request(page, 'eth_requestAccounts')
  await expect(prompt(page)).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await second).toMatchObject({ code: 4001 })
})

test('behavior: the prompt stacks above an open modal dialog and stays usable', async ({
  page,
}) => {
  await page.evaluate(() => (document.getElementById('modal') as HTMLDialogElement).showModal())
  const connecting = request(page, 'eth_requestAccounts')
  await page.getByRole('button', { name: 'Approve' }).click()
  expect(await connecting).toEqual({ result: [account1] })
  await expect(page.getByText('Some modal')).toBeVisible()
})

test('behavior: a sent transaction is summarised, approved and lands on the chain', async ({
  page,
  chains,
}) => {
  await setDevWalletMode(page, 'auto-approve')
  await request(page, 'eth_requestAccounts')
  await setDevWalletMode(page, 'prompt')
  const to = chains.one.accounts[6]!.address
  const sending = request(page, 'eth_sendTransaction', [
    { from: account1, to, value: '0x2386f26fc10000' },
  ])
  await expect(prompt(page)).toContainText('Send transaction')
  await expect(prompt(page)).toContainText('0.01 ETH')
  await page.getByRole('button', { name: 'Approve' }).click()
  const { result: hash } = (await sending) as { result: `0x${string}` }
  const client = chains.one.client
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
})

test('param: setMode switches reject, fail, no-switch and unknown-chain', async ({ page }) => {
  await setDevWalletMode(page, 'reject')
  expect(await request(page, 'eth_requestAccounts')).toMatchObject({ code: 4001 })
  await setDevWalletMode(page, 'fail')
  expect(await request(page, 'eth_requestAccounts')).toMatchObject({ code: -32603 })
  await setDevWalletMode(page, 'no-switch')
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toMatchObject({
    code: 4200,
  })
  await setDevWalletMode(page, 'unknown-chain')
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toMatchObject({
    code: 4902,
  })
  await expect(prompt(page)).toHaveCount(0)
})

test('behavior: disappear() removes the prompt and the request never settles', async ({ page }) => {
  const connecting = request(page, 'eth_requestAccounts')
  await expect(prompt(page)).toBeVisible()
  await page.evaluate(() => window.devWallet.disappear())
  await expect(prompt(page)).toHaveCount(0)
  const outcome = await Promise.race([connecting, page.waitForTimeout(500).then(() => 'pending')])
  expect(outcome).toBe('pending')
})

test('behavior: installed in the top page only, not in frames', async ({ page }) => {
  const inFrame = await page
    .frameLocator('iframe')
    .locator('p')
    .evaluate(() => 'devWallet' in window)
  expect(inFrame).toBe(false)
})
