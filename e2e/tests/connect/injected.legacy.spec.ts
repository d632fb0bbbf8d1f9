// A wallet that only injects `window.ethereum` (a legacy extension, a phone wallet's in-app
// browser), with no EIP-6963 announcement: the loader reads it on the host page, never writes
// it, and the frame lists it as SPEC §5's generic "Browser Wallet" (INJECTED), which shows on
// phones and stays hidden on desktop, where extensions announce themselves. One injected late,
// within SPEC §9's 1000 ms injected-provider wait, is found too. The dev wallet stands in for
// it: installed, then no longer answering EIP-6963 requests, and put on a `window.ethereum`
// that counts the writes to it and records what each read found. Connected, it is restored
// after a reload like an announced wallet (SPEC §4, decision 0200).
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { hostStatus, rpc } from '../../fixtures/pageHelpers.ts'
import type { DevChains } from '../../fixtures/test.ts'
import {
  test as base,
  chainNetworks,
  expect,
  openHostPage,
  walletChains,
} from '../../fixtures/test.ts'

declare global {
  interface Window {
    /** What the page put on `window.ethereum` before the modal was created. */
    ethereumAtStart: unknown
    /** How many times anything assigned `window.ethereum` after that. */
    ethereumWrites: number
    /** Each read of `window.ethereum`: whether the wallet was there. */
    ethereumReads: boolean[]
  }
}

/** `test` with `legacyWalletPage`: the host page over a dev wallet on `window.ethereum` only. */
const test = base.extend<{ legacyWalletPage: Page }>({
  legacyWalletPage: async ({ page, stack, chains }, use) => {
    await openLegacyWalletPage(page, stack, chains)
    await use(page)
  },
})

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/**
 * Before the page loads: the dev wallet on `window.ethereum` only (or, with `announced`, also
 * answering EIP-6963 requests as "Dev Wallet"; with `lateMs`, put there only that long after
 * the first read, and with no `ethereum#initialized` event); then the host test page and its
 * modal.
 */
async function openLegacyWalletPage(
  page: Page,
  stack: Parameters<typeof openHostPage>[1],
  chains: DevChains,
  { announced = false, lateMs = -1 } = {},
) {
  const install = await devWalletInitScript({ mode: 'auto-approve', chains: walletChains(chains) })
  await page.addInitScript(`${install}
if (window.top === window) {
  ${announced ? '' : 'window.devWallet.uninstall()'}
  const provider = window.devWallet.provider
  const lateMs = ${lateMs}
  let value = lateMs < 0 ? provider : undefined
  window.ethereumAtStart = provider
  window.ethereumWrites = 0
  window.ethereumReads = []
  Object.defineProperty(window, 'ethereum', {
    configurable: true,
    enumerable: true,
    get: () => {
      if (lateMs >= 0 && window.ethereumReads.length === 0)
        setTimeout(() => { value = provider }, lateMs)
      window.ethereumReads.push(value !== undefined)
      return value
    },
    set: () => { window.ethereumWrites++ },
  })
}`)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
}

async function openConnect(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  const connect = frame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(connect).toBeVisible()
  return connect
}

/** Browser Wallet picked in `connect` for the page's eth_requestAccounts; its address. */
async function connectBrowserWallet(page: Page, connect: Locator) {
  const connecting = rpc(page, 'eth_requestAccounts')
  await connect.getByRole('button', { name: 'Browser Wallet' }).click()
  const address = await page.evaluate(() => window.devWallet.address)
  expect((await connecting).result).toEqual([address])
  return address
}

/** The page's personal_sign through the modal's provider verifies as `address`'s signature. */
async function expectSigns(page: Page, address: string, message: string) {
  const signed = await rpc(page, 'personal_sign', [
    `0x${Buffer.from(message).toString('hex')}`,
    address,
  ])
  expect(signed).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]+$/) })
  expect(
    await verifyMessage({ address: address as Hex, message, signature: signed.result as Hex }),
  ).toBe(true)
}

/** The host's `window.ethereum`: still the page's own object, never assigned. */
const ethereumUntouched = (page: Page) =>
  page.evaluate(() => ({
    same: (window as Window & { ethereum?: unknown }).ethereum === window.ethereumAtStart,
    isDevWallet: window.ethereumAtStart === window.devWallet.provider,
    writes: window.ethereumWrites,
  }))

test.describe('phone', () => {
  test.use(phone)

  test('default: Connect lists the Browser Wallet; it connects, signs and sends through the host', async ({
    legacyWalletPage: page,
    chains,
    modalFrame,
  }) => {
    const connect = await openConnect(page, modalFrame)
    const row = connect.getByRole('button', { name: 'Browser Wallet' })
    await expect(row).toBeEnabled()
    await expect(row).toHaveAccessibleDescription('Installed')
    await expect(connect.getByRole('button', { name: /Dev Wallet/ })).toHaveCount(0)

    const address = await connectBrowserWallet(page, connect)
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    expect(await hostStatus(page)).toBe('connected')
    await expectSigns(page, address, 'Porthole legacy wallet')

    const to = chains.one.accounts[7]!.address
    const sent = await rpc(page, 'eth_sendTransaction', [{ from: address, to, value: '0x1' }])
    expect(sent).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const client = chains.one.client
    const receipt = await client.waitForTransactionReceipt({ hash: sent.result as Hex })
    expect(receipt.status).toBe('success')
    expect([receipt.from.toLowerCase(), receipt.to?.toLowerCase()]).toEqual([
      address.toLowerCase(),
      to.toLowerCase(),
    ])

    expect(await ethereumUntouched(page)).toEqual({ same: true, isDevWallet: true, writes: 0 })
  })

  test('behavior: a wallet put on window.ethereum late, within the 1000 ms wait and with no event, is listed and connects', async ({
    page,
    stack,
    chains,
    modalFrame,
  }) => {
    // 400 ms after the loader first looked: only its read at the end of SPEC §9's wait finds it.
    await openLegacyWalletPage(page, stack, chains, { lateMs: 400 })
    const connect = await openConnect(page, modalFrame)
    const row = connect.getByRole('button', { name: 'Browser Wallet' })
    await expect(row).toBeEnabled()
    const reads = await page.evaluate(() => window.ethereumReads)
    expect(reads[0]).toBe(false)
    expect(reads).toContain(true)

    await connectBrowserWallet(page, connect)
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    expect(await hostStatus(page)).toBe('connected')
    expect(await ethereumUntouched(page)).toEqual({ same: true, isDevWallet: true, writes: 0 })
  })

  test('behavior: the Browser Wallet connected, a reload restores it without a prompt: eth_accounts answers its address and it signs', async ({
    legacyWalletPage: page,
    stack,
    chains,
    modalFrame,
  }) => {
    const address = await connectBrowserWallet(page, await openConnect(page, modalFrame))

    await openHostPage(page, stack, { networks: chainNetworks(chains) }) // reload
    await expect
      .poll(async () => (await rpc(page, 'eth_accounts')).result, { timeout: 10_000 })
      .toEqual([address])
    expect(await page.evaluate(() => window.modal.getState()?.connector)).toMatchObject({
      name: 'Browser Wallet',
      type: 'INJECTED',
    })
    await expectSigns(page, address, 'After a reload')
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    expect(await ethereumUntouched(page)).toEqual({ same: true, isDevWallet: true, writes: 0 })
  })

  test('behavior: a wallet both announced and on window.ethereum is listed once, by its announcement', async ({
    page,
    stack,
    chains,
    modalFrame,
  }) => {
    await openLegacyWalletPage(page, stack, chains, { announced: true })
    const connect = await openConnect(page, modalFrame)
    await expect(connect.getByRole('button', { name: /Dev Wallet/ })).toHaveCount(1)
    await expect(connect.getByRole('button', { name: 'Browser Wallet' })).toHaveCount(0)
    expect(await ethereumUntouched(page)).toEqual({ same: true, isDevWallet: true, writes: 0 })
  })
})

test('behavior: on desktop the generic Browser Wallet stays hidden (SPEC §5)', async ({
  legacyWalletPage: page,
  modalFrame,
}) => {
  const connect = await openConnect(page, modalFrame)
  await expect(connect.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
  await expect(connect.getByRole('button', { name: 'Browser Wallet' })).toHaveCount(0)
  expect(await ethereumUntouched(page)).toEqual({ same: true, isDevWallet: true, writes: 0 })
})
