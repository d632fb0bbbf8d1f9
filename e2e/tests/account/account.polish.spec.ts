// What a user reads and a screen reader hears in Account and around a connect: the full
// address behind the truncated one, Copy that does not move it, an unsupported network shown
// as such (no "0.00 ETH" alarm) with reopening on Switch Network, a failed connect in words
// rather than the wallet's raw "Internal error", the number of search results announced, row
// labels on one line, a long email cut in its pill but read in full, every action of Account
// on the first screen of a 1024 × 900 desktop, and its quick actions' labels on one line on a
// 360 px phone in the long locales.

import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { connectOnUnrequestedChain } from '../../fixtures/connect/connectOnUnrequestedChain.ts'
import { loginByEmail } from '../../fixtures/emailLogin.ts'
import { devNetwork } from '../../fixtures/networks.ts'
import { moveThenConnectDevWallet } from '../../fixtures/page/moveThenConnectDevWallet.ts'
import { statusText } from '../../fixtures/page/statusText.ts'
import { addDevWallet, connectDevWallet, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { AccountView } from '../../fixtures/pages/AccountView.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

test('default: the address is read in full while shown truncated; Copy does not move it', async ({
  walletPage,
  modalFrame,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const address = await connectDevWallet(walletPage, modalFrame)
  await walletPage.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  const shown = account.locator('.ph-account__address')
  // Seen: 0x1234…abcd; heard: the whole address.
  await expect(shown).toHaveText(new RegExp(`${address.slice(0, 6)}.*${address.slice(-4)}`))
  await expect(account.getByText(address, { exact: true })).toHaveCount(1)
  const accessible = await shown.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  )
  expect(accessible.toLowerCase()).toBe(address.toLowerCase())

  const before = await shown.boundingBox()
  await account.getByRole('button', { name: 'Copy address' }).click()
  await expect(account.getByText('Copied', { exact: true })).toBeVisible()
  expect(await shown.boundingBox()).toEqual(before)
})

test.describe(() => {
  test.use({ hostConfig: { allowUnsupportedChain: true } })

  test('behavior: Account on an unsupported network says so, offers Switch network, shows no 0.00 balance', async ({
    walletPage: page,
    modalFrame,
  }) => {
    await moveThenConnectDevWallet(page, modalFrame)
    const accountView = new AccountView(page, modalFrame)
    await accountView.open()
    const account = accountView.dialog
    await expect(statusText(account, 'Unsupported network')).toBeVisible()
    await expect(account.getByText(/0\.00/)).toHaveCount(0)
    await expect(account.getByText('Token Balance Unavailable')).toHaveCount(0)
    await account.getByRole('button', { name: 'Switch network' }).click()
    await expect(modalFrame.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  })
})

test('behavior: closed on an unsupported network, the modal reopens on Switch Network', async ({
  walletPage,
  modalFrame,
}) => {
  await connectOnUnrequestedChain(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Close' }).click()
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await walletPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Switch network' })).toBeVisible()
})

test('error: a wallet failing with "Internal error" shows a sentence from the catalog, not that text', async ({
  walletPage,
  modalFrame,
}) => {
  await setDevWalletMode(walletPage, 'fail')
  await walletPage.evaluate(() => {
    window.modal.provider.request({ method: 'eth_requestAccounts' }).catch(() => {})
  })
  const row = modalFrame.getByRole('button', { name: /Dev Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  const dialog = modalFrame.getByRole('dialog')
  await expect(statusText(dialog, 'Connection failed')).toBeVisible()
  await expect(
    dialog.getByText('The wallet ran into a problem. Try again, or restart the wallet.'),
  ).toBeVisible()
  await expect(dialog.getByText('Internal error')).toHaveCount(0)
})

test('behavior: the number of search results is announced once typing pauses', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, {
    networks: [
      { ...devNetwork(1, 'http://127.0.0.1:9', 'Ethereum'), testnet: false },
      devNetwork(31337, 'http://127.0.0.1:9', 'Anvil'),
    ],
  })
  await page.evaluate(() => window.modal.open())
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'All wallets' }))
  const view = modalFrame.getByRole('dialog', { name: 'All wallets' })
  const live = view.locator('[aria-live="polite"]').filter({ hasText: /found/ })
  await view.getByRole('searchbox', { name: 'Search wallets' }).pressSequentially('zzqx', {
    delay: 40,
  })
  await expect(live).toHaveText('No wallets found')
  const search = view.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('')
  const first = await view.locator('[data-wallet-tile]').first().getAttribute('aria-label')
  await search.fill(first ?? '')
  await expect(live).toHaveText(/^\d+ wallets? found$/)
  const count = Number((await live.textContent())?.split(' ')[0])
  const shown = await view.locator('[data-wallet-tile]').count()
  // Every match is counted, those of later pages too.
  if (shown < 40) expect(count).toBe(shown)
  else expect(count).toBeGreaterThanOrEqual(shown)
})

test('default: at 1024 × 900 every action of Account is on screen without scrolling, its row labels on one line', async ({
  walletPage,
  modalFrame,
}) => {
  await walletPage.setViewportSize({ width: 1024, height: 900 })
  await connectDevWallet(walletPage, modalFrame)
  const accountView = new AccountView(walletPage, modalFrame)
  await accountView.open()
  const account = accountView.dialog
  await expect(account.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  const names = ['Send', 'Swap', 'Buy crypto', 'Choose a name', 'Anvil', 'Add wallet', 'Disconnect']
  for (const name of names) {
    const box = await account.getByRole('button', { name, exact: true }).boundingBox()
    expect(box, name).not.toBeNull()
    expect(box!.y, name).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(900)
  }
  // Nothing was scrolled to get there.
  expect(await modalFrame.locator('.ph-modal__viewport').evaluate((el) => el.scrollTop)).toBe(0)
  // The list rows' labels start at one x, whatever the image beside them (a network's badge,
  // an icon tile).
  const starts = await account
    .locator('.ph-list-item__label')
    .evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().x)))
  expect(starts.length).toBeGreaterThanOrEqual(2)
  expect(new Set(starts).size, JSON.stringify(starts)).toBe(1)
})

test('behavior: a long email in the "Connected with" pill is cut with an ellipsis, read in full and shown in full as a tooltip', async ({
  devChainPage: page,
  stack,
  modalFrame,
}) => {
  const email = `a.rather.long.mailbox.name.for.the.pill.${Date.now()}@accounts.example.test`
  await loginByEmail(page, modalFrame, stack, email)
  const accountView = new AccountView(page, modalFrame)
  await accountView.open()
  const account = accountView.dialog
  const pill = account.locator('.ph-account__wallet')
  await expect(pill).toHaveAttribute('title', `Connected with ${email}`)
  // Read in full: the whole text is in the accessibility tree.
  await expect(account.getByText(`Connected with ${email}`, { exact: true })).toHaveCount(1)
  const layout = await pill.evaluate((element) => {
    const text = element.querySelector('.ph-account__wallet-text') as HTMLElement
    const card = element.closest('.ph-modal__card') as HTMLElement
    const box = element.getBoundingClientRect()
    const cardBox = card.getBoundingClientRect()
    return {
      inside: box.left >= cardBox.left && box.right <= cardBox.right,
      cut: text.scrollWidth > text.clientWidth,
      ellipsis: getComputedStyle(text).textOverflow,
    }
  })
  expect(layout).toMatchObject({ inside: true, cut: true, ellipsis: 'ellipsis' })
  // One line, as for a short name.
  expect((await pill.boundingBox())!.height).toBeLessThan(32)
})

test('behavior: on a 360 px phone every quick action of Account keeps its label on one line, in English, German, French and Russian', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await addDevWallet(page, chains)
  // A network with an explorer: all six actions show.
  await openHostPage(page, stack, {
    networks: [
      {
        ...devNetwork(chains.one.chainId, chains.one.rpcUrl, 'Anvil'),
        blockExplorers: {
          default: { name: 'Dev Explorer', url: 'https://explorer.porthole.test/' },
        },
      },
    ],
  })
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const labels = modalFrame.locator('.ph-account-actions__label')
  const titles = { en: 'Account', de: 'Konto', fr: 'Compte', ru: 'Аккаунт' }
  for (const [locale, title] of Object.entries(titles)) {
    await page.evaluate((tag) => window.modal.setLocale(tag), locale)
    await expect(modalFrame.getByRole('dialog')).toHaveAccessibleName(title)
    await expect(modalFrame.getByRole('heading', { name: title })).toBeVisible()
    await expect(labels).toHaveCount(6)
    // The lines each label's text takes: the distinct tops of its line boxes.
    const lines = await labels.evaluateAll((all) =>
      all.map((label) => {
        const range = document.createRange()
        range.selectNodeContents(label)
        const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top))
        return `${label.textContent}: ${new Set(tops).size}`
      }),
    )
    expect(lines, locale).toEqual(lines.map((line) => line.replace(/\d+$/, '1')))
    // Two frames later the frame's new text is painted, not only in its DOM.
    await modalFrame
      .locator('body')
      .evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    await page.screenshot({ path: `.artifacts/account/actions-360-${locale}.png` })
  }
})
