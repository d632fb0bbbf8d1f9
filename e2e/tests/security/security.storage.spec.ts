// SECURITY.md #7 and DESIGN.md's storage rule: nothing that can act as the user (WalletConnect's
// client seed, pairing and session keys, sign-in signatures) is ever written to the host page's
// storage. A script on the host page reads every storage of its origin after real connections:
// WalletConnect through the relay with the dev phone wallet, and the dev wallet with sign-in.
// These run with the frame's own storage blocked (third-party storage off), whatever
// PORTHOLE_STORAGE says: the case that used to fall back to host storage.
import { mergeTests, type Page } from '@playwright/test'
import { signInPageTest } from '../../fixtures/accounts/signInPageTest.ts'
import {
  dumpHostStorage,
  grantFrameStorageAccess,
  type HostStorageDump,
  hostStatus,
  openDevChainPage,
  recordedEvents,
  rpc,
} from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { openWalletConnect, scanQr, wcTest } from '../../fixtures/wcTest.ts'
import type { WcWallet } from '../../fixtures/wcWallet/createWcWallet.ts'

const test = mergeTests(wcTest, signInPageTest)

const PAGE_ONLY = /this connection lasts until you leave the page/

/** 32-byte hex strings: WalletConnect's keys, seeds and topics all look like this. */
const KEY_SHAPED = /[0-9a-f]{64}/i

/** Every key and value a host script can read, as one string per entry. */
function entriesOf(dump: HostStorageDump): string[] {
  return [
    ...Object.entries(dump.localStorage).map(([k, v]) => `localStorage ${k}=${v}`),
    ...Object.entries(dump.sessionStorage).map(([k, v]) => `sessionStorage ${k}=${v}`),
    `cookies ${dump.cookies}`,
    ...dump.indexedDB.map((e) => `indexedDB ${e.database}/${e.store} ${e.key}=${e.value}`),
    ...dump.caches.map((e) => `caches ${e.cache} ${e.url}=${e.body}`),
  ]
}

/** Assert that no host storage entry holds a secret; returns the entries for further checks. */
async function expectNoSecretInHostStorage(page: Page, secrets: string[] = []) {
  const entries = entriesOf(await dumpHostStorage(page))
  for (const entry of entries) {
    expect(entry).not.toMatch(KEY_SHAPED)
    expect(entry).not.toMatch(/porthole:[^=]*(wc|siwx)/)
    for (const secret of secrets) expect(entry).not.toContain(secret)
  }
  return entries
}

/** Pair the phone wallet through the QR code; returns the pairing URI's symmetric key. */
async function pairThroughQr(
  page: Page,
  modalFrame: Parameters<typeof scanQr>[0],
  wallet: WcWallet,
) {
  await openWalletConnect(page, modalFrame)
  const uri = await scanQr(modalFrame)
  const symKey = new URL(uri).searchParams.get('symKey')!
  expect(symKey).toMatch(KEY_SHAPED)
  await wallet.pair(uri)
  await wallet.approveProposal((await wallet.nextProposal()).id)
  await expect
    .poll(() => recordedEvents(page))
    .toContainEqual(['accountsChanged', [wallet.address]])
  // Use the session once, so its keys have been at work.
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.approveRequest((await wallet.nextRequest()).id)
  expect((await signed).result).toMatch(/^0x[0-9a-f]{130}$/)
  return symKey
}

for (const { title, prepare } of [
  {
    title:
      'error: after a WalletConnect connection with the frame storage blocked, no secret is in host storage; the session lasts for the page and the modal says so',
    prepare: async () => {},
  },
  {
    // The user accepted the Storage Access prompt; Chromium with third-party storage
    // partitioning off (as Playwright runs it) then refuses the handle's IndexedDB.
    title:
      'error: where the browser grants storage access but keeps the frame storage closed, the session still stays out of host storage and lasts for the page',
    prepare: grantFrameStorageAccess,
  },
])
  test(title, async ({ wcHostPage: page, phoneWallet: wallet, stack, chains, modalFrame }) => {
    await prepare(page, stack)
    const symKey = await pairThroughQr(page, modalFrame, wallet)
    await expectNoSecretInHostStorage(page, [symKey])

    // The QR view told the user before they scanned.
    await page.evaluate(() => window.modal.disconnect())
    await openWalletConnect(page, modalFrame)
    await expect(modalFrame.getByText(PAGE_ONLY)).toBeVisible()

    await openDevChainPage(page, stack, chains) // reload
    expect((await rpc(page, 'eth_accounts')).result).toEqual([])
    expect(await hostStatus(page)).toBe('disconnected')
    await expectNoSecretInHostStorage(page, [symKey])
  })

test('error: after the dev wallet connects and signs in, no secret is in host storage; only preferences are', async ({
  signInPage: page,
  modalFrame,
}) => {
  const pending = rpc(page, 'eth_requestAccounts')
  const row = modalFrame.getByRole('button', { name: /Dev Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  expect((await pending).result).toHaveLength(1)
  await modalFrame.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.signature)).toBeTruthy()
  const signature = (await page.evaluate(() => window.modal.getSession()?.signature))!

  const entries = await expectNoSecretInHostStorage(page, [signature.slice(2)])
  // The search does read what the frame keeps there: its harmless preferences.
  expect(entries.join('\n')).toContain('porthole:demo:porthole:connectedWallets=')
})

test('error: secrets an older frame left in host storage are erased when the modal loads', async ({
  page,
  stack,
  chains,
}) => {
  const keychain = 'porthole:demo:porthole:wc:wc@2:core:0.3:keychain'
  await page.goto(`${stack.hostUrl}/host.html`)
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ topic: 'a'.repeat(64) }))
    localStorage.setItem('porthole:demo:porthole:wcSession', '1')
  }, keychain)
  await openDevChainPage(page, stack, chains)
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':wc'))))
    .toEqual([])
  await expectNoSecretInHostStorage(page)
})
