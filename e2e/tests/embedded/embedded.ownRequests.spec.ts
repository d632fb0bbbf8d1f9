// The modal's own requests from an email (embedded) wallet (decision 0070): a Send and a Swap
// the visitor started in the modal are approved once, in their own preview, which names no
// host as the requester; no ApproveTransaction follows ("Request from <host>", the "could not
// be decoded" warning). Each ends in a result the visitor sees: Account under a snackbar
// saying what was sent or swapped, with the amounts (not the blank form the swap fell back to
// when ApproveTransaction left). The swap moves the pool's price: chain state is reverted after the
// file, so the other specs sharing the chain see the prices they were seeded with.
import type { FrameLocator, Page } from '@playwright/test'
import { erc20Abi } from 'viem'
import { fundAccount } from '../../fixtures/emailLogin.ts'
import { emailAccountDataTest as test } from '../../fixtures/login/emailAccountTest.ts'
import { reviewSend } from '../../fixtures/page/reviewSend.ts'
import { expect } from '../../fixtures/test.ts'

/** Fails the test as soon as ApproveTransaction shows: the modal's own requests need none. */
function watchForApproval(frame: FrameLocator) {
  const seen = { approval: false }
  const origin = frame.getByTestId('approve-origin')
  const timer = setInterval(() => {
    origin
      .count()
      .then((count) => {
        if (count > 0) seen.approval = true
      })
      .catch(() => undefined)
  }, 100)
  return { seen, stop: () => clearInterval(timer) }
}

async function openView(page: Page, frame: FrameLocator, view: 'Account' | 'Send' | 'Swap') {
  await page.evaluate((view) => window.modal.open({ view }), view)
  await expect(frame.getByRole('dialog', { name: view })).toBeVisible()
}

test('default: an email wallet sends from Send and swaps from Swap with one confirmation each, named as the visitor own, and the swap ends on Account under its snackbar', async ({
  page,
  modalFrame: frame,
  stack,
  chains,
  emailAccount: { address },
}) => {
  test.setTimeout(120_000)
  // Balances agree (issue 36): Account first shows the empty account, which the api caches
  // for 30 s; funds arrive while the modal is closed; on the next look the header and Tokens
  // say the same, and Send (below) finds the funds.
  await openView(page, frame, 'Account')
  const account = frame.getByRole('dialog', { name: 'Account' })
  const ethRow = account
    .getByTestId('token-row')
    .filter({ has: frame.getByText('ETH', { exact: true }) })
  await expect(account.getByTestId('account-balance')).toHaveText('0.000 ETH')
  await expect(ethRow.or(account.getByText('No tokens on this network yet.'))).toBeVisible()
  await page.evaluate(() => window.modal.close())
  await fundAccount(chains.one.rpcUrl, address)
  await openView(page, frame, 'Account')
  await expect(account.getByTestId('account-balance')).toHaveText('1.000 ETH')
  await expect(ethRow).toContainText('1.000')
  const host = new URL(stack.hostUrl).origin
  const client = chains.one.client
  const watch = watchForApproval(frame)

  // Send: the preview is the only confirmation, and it names no host.
  const recipient = '0x000000000000000000000000000000000000dEaD'
  const before = await client.getBalance({ address: recipient })
  await openView(page, frame, 'Send')
  const send = frame.getByRole('dialog', { name: 'Send' })
  await reviewSend(send, { symbol: 'ETH', amount: '0.01', to: recipient })
  await expect(send).not.toContainText(host)
  await expect(send).not.toContainText('Requested by')
  const confirm = send.getByRole('button', { name: 'Send', exact: true })
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(frame.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  expect((await client.getBalance({ address: recipient })) - before).toBe(10n ** 16n)
  // The visible end of the send, on the Account it returns to.
  await expect(frame.getByTestId('sent-snackbar')).toContainText(
    'Sent 0.01 ETH to 0x00…00dEaD. It is confirmed on the network.',
  )

  // Swap ETH → DUSD: Confirm swap sends it; the result shows what was paid and received.
  await openView(page, frame, 'Swap')
  await frame.getByLabel('Token to pay').selectOption({ label: 'ETH' })
  await frame.getByLabel('Token to receive').selectOption({ label: 'DUSD' })
  await frame.getByLabel('You pay').fill('0.01')
  const swap = frame.getByRole('button', { name: 'Swap', exact: true })
  await expect(swap).toBeEnabled()
  await swap.click()
  await expect(frame.getByRole('heading', { name: 'Review swap' })).toBeVisible()
  await expect(
    frame.getByText(
      'Quotes refresh every 15 seconds. Confirm swap sends it from your wallet at once.',
    ),
  ).toBeVisible()
  await frame.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(frame.getByTestId('sent-snackbar')).toContainText(
    /^Swapped 0\.010 ETH for [\d,.]+ DUSD\. It is confirmed on the network\./,
    { timeout: 30_000 },
  )
  await expect(frame.getByRole('dialog', { name: 'Account' })).toBeVisible()
  const dusd = await client.readContract({
    address: chains.one.tokens.DUSD.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  expect(dusd).toBeGreaterThan(0n)

  watch.stop()
  expect(watch.seen.approval, 'ApproveTransaction showed for a request of the modal').toBe(false)
})

test('behavior: a transaction the page asks for still shows ApproveTransaction with the page origin', async ({
  page,
  modalFrame: frame,
  chains,
  emailAccount: { address },
}) => {
  await fundAccount(chains.one.rpcUrl, address)
  const origin = await page.evaluate(() => location.origin)
  await page.evaluate(
    (from) =>
      void window.modal.provider
        .request({
          method: 'eth_sendTransaction',
          params: [{ from, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
        })
        .catch(() => undefined),
    address,
  )
  await expect(frame.getByTestId('approve-origin')).toHaveText(origin)
  await frame.getByRole('button', { name: 'Reject' }).click()
})
