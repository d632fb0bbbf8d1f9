// Send from the modal on EVM (SPEC §1, §3 send state, §4 sending, §5, §8): ETH, PDT (18
// decimals) and DUSD (6 decimals) sent with the dev wallet land on anvil by exactly the amounts,
// the user lands on Account and Activity lists each transfer; every validation message shows on
// its field with Review disabled; a rejection keeps the form; a wallet that vanishes offers a
// retry. Screenshots of the form and the preview in light and dark go to e2e/.artifacts/send/.
import { formatEther, type Hex, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { tokenBalance } from '../../fixtures/chains/tokenBalance.ts'
import { dataTest, shortReceiptDataTest } from '../../fixtures/dataTest.ts'
import { registerName } from '../../fixtures/names/registerName.ts'
import { themeScreenshotsIn } from '../../fixtures/page/screenshots/themeScreenshotsIn.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { openSendAs } from '../../fixtures/send/openSendAs.ts'
import { expect } from '../../fixtures/test.ts'

// A dev account no other spec spends from, so the balances here are this spec's own.
const SENDER_INDEX = 3

type SendFixtures = { send: Awaited<ReturnType<typeof openSendAs>> }
const sendFixture: Parameters<typeof dataTest.extend<SendFixtures>>[0] = {
  send: async ({ page, modalFrame, stack, chains }, use) => {
    await use(await openSendAs(page, modalFrame, { stack, chains }, SENDER_INDEX))
  },
}
/** `dataTest` with `send`: the dev-chain page connected as SENDER_INDEX, the modal on Send. */
const test = dataTest.extend<SendFixtures>(sendFixture)

/**
 * How long the pending test's frame waits for a receipt: SPEC §9's 25 s is the frame's default
 * (sendMachine.test.ts); the journey proves the wait and what follows it, not its length.
 */
const RECEIPT_WAIT_MS = 8_000
/** `test` on a stack whose frame waits RECEIPT_WAIT_MS for a send's receipt. */
const pendingTest = shortReceiptDataTest(RECEIPT_WAIT_MS).extend<SendFixtures>(sendFixture)

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** Light and dark screenshots under e2e/.artifacts/send/. */
const screenshots = themeScreenshotsIn('send')

test('default: ETH, PDT (18 decimals) and DUSD (6 decimals) sent from the modal land on anvil by exactly the amounts; Account and Activity follow', async ({
  page,
  modalFrame,
  stack,
  chains,
  send: { from, view, form },
}) => {
  test.setTimeout(90_000)
  const client = chains.one.client
  const sends = [
    { symbol: 'ETH', amount: '0.75', units: parseEther('0.75'), token: null },
    {
      symbol: 'PDT',
      amount: '12.345678901234567891',
      units: parseUnits('12.345678901234567891', 18),
      token: chains.one.tokens.PDT.address,
    },
    { symbol: 'DUSD', amount: '1.25', units: 1_250_000n, token: chains.one.tokens.DUSD.address },
  ] as const
  const balanceOf = (token: Hex | null, owner: Hex) => tokenBalance(client, token, owner)

  for (const [index, send] of sends.entries()) {
    const to = freshAddress()
    const before = await balanceOf(send.token, from)
    if (index > 0) await form.open()
    await form.fill({ symbol: send.symbol, amount: send.amount, to })
    if (send.symbol === 'DUSD') await expect(view.getByTestId('send-usd')).toHaveText('≈ $1.25')
    if (send.symbol === 'ETH') await expect(view.getByTestId('send-usd')).toHaveText('≈ $2,250.00')
    if (index === 2) await screenshots(page, modalFrame, 'form')
    // The preview asks fresh prices (SPEC §7 fungible prices) of the token and the fee's coin.
    const priced = page.waitForRequest((request) =>
      request.url().startsWith(`${stack.apiUrl}/v1/fungible/price`),
    )
    await form.review()
    const native = `eip155:${chains.one.chainId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`
    const asked = (await priced).postDataJSON()
    expect(asked).toMatchObject({ currency: 'usd', projectId: 'demo' })
    expect(asked.addresses.map((id: string) => id.toLowerCase())).toEqual(
      (send.token ? [`eip155:${chains.one.chainId}:${send.token}`, native] : [native]).map((id) =>
        id.toLowerCase(),
      ),
    )

    const preview = modalFrame.getByRole('dialog', { name: 'Send' })
    await expect(preview.getByTestId('send-preview-amount')).toContainText(
      `${send.amount} ${send.symbol}`,
    )
    // The send is the visitor's own: the preview names no host as its requester.
    await expect(preview).not.toContainText(new URL(stack.hostUrl).origin)
    await expect(preview.getByTestId('send-fee')).toHaveText(/^0\.\d+ ETH/)
    await expect(preview.getByTestId('send-fee')).toContainText('≈ $')
    if (send.symbol === 'DUSD')
      await expect(preview.getByTestId('send-preview-usd')).toHaveText('$1.25')
    await expect(preview).toContainText(`${from.slice(0, 4)}…${from.slice(-6)}`)
    await expect(preview).toContainText(`${to.slice(0, 4)}…${to.slice(-6)}`)
    if (index === 2) await screenshots(page, modalFrame, 'preview')
    await form.confirm()

    // After the receipt the user is back on Account and the receiver holds exactly the amount.
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await balanceOf(send.token, to)).toBe(send.units)
    const spent = before - (await balanceOf(send.token, from))
    if (send.token) expect(spent).toBe(send.units)
    else expect(spent > send.units && spent < send.units + parseEther('0.01')).toBe(true)

    // Activity lists it (the indexer polls every 500 ms; reselecting the tab refreshes).
    const account = modalFrame.getByRole('dialog', { name: 'Account' })
    const newest = account.getByRole('tabpanel').getByTestId('activity-item').first()
    await expect(async () => {
      await account.getByRole('tab', { name: 'Tokens' }).click()
      await account.getByRole('tab', { name: 'Activity' }).click()
      await expect(newest).toContainText(`Sent ${send.symbol}`, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  }
})

test('error: each validation message shows on its field and Review stays disabled', async ({
  send: { view, form },
}) => {
  const review = view.getByRole('button', { name: 'Review' })
  const alerts = view.getByRole('alert')
  const expectProblem = async (text: string) => {
    await expect(alerts.filter({ hasText: text })).toHaveCount(1)
    await expect(review).toBeDisabled()
  }
  await expect(review).toBeDisabled()

  await form.field('Amount').fill('1')
  await expectProblem('A token is required')
  await expect(view.getByRole('button', { name: /^Token / })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  await form.fill({ symbol: 'DUSD', amount: '', to: freshAddress() })
  await expectProblem('An amount and receiver address are required')
  await expect(form.field('Amount')).toHaveAttribute('aria-invalid', 'true')
  // SPEC §5: a non-numeric amount counts as 0.
  await form.field('Amount').fill('abc')
  await expectProblem('An amount and receiver address are required')

  await form.field('Amount').fill('1')
  await form.field('To').fill('')
  await expectProblem('An amount and receiver address are required')
  await expect(form.field('To')).toHaveAttribute('aria-invalid', 'true')

  await form.field('To').fill('0x1234')
  await expectProblem('Enter a valid EVM address (0x and 40 hex digits) or a name')
  await form.field('To').fill(freshAddress())

  await form.field('Amount').fill('1.0000001')
  await expectProblem('DUSD has at most 6 decimals')
  await form.field('Amount').fill('2000000')
  await expectProblem('Insufficient DUSD balance')

  // Max leaves the fee; one wei more than Max cannot pay the fee.
  await form.pickToken('ETH')
  await view.getByRole('button', { name: 'Max' }).click()
  const max = await form.field('Amount').inputValue()
  expect(Number(max)).toBeGreaterThan(9000)
  await expect(review).toBeEnabled()
  await form.field('Amount').fill(formatEther(parseEther(max) + 1n))
  await expectProblem('Not enough ETH to pay the network fee')

  await form.field('Amount').fill('0.5')
  await expect(alerts.filter({ hasText: /./ })).toHaveCount(0)
  await expect(review).toBeEnabled()
})

test('error: a rejection in the wallet (4001) returns to the form with its values kept', async ({
  page,
  send: { view, form },
}) => {
  const to = freshAddress()
  await form.fill({ symbol: 'DUSD', amount: '2.5', to })
  await form.review()
  await setDevWalletMode(page, 'reject')
  await form.confirm()

  await expect(
    view.getByRole('alert').filter({ hasText: 'The transfer was rejected in the wallet.' }),
  ).toBeVisible()
  await expect(form.field('Amount')).toHaveValue('2.5')
  await expect(form.field('To')).toHaveValue(to)
  await expect(view.getByRole('button', { name: /^Token DUSD/ })).toBeVisible()
  await expect(view.getByRole('button', { name: 'Review' })).toBeEnabled()
})

test('error: a wallet that stops answering fails the send with a retry (4900)', async ({
  page,
  send: { view, form },
}) => {
  await form.fill({ symbol: 'DUSD', amount: '1', to: freshAddress() })
  await form.review()
  await setDevWalletMode(page, 'disappear')
  await form.confirm()
  await expect(view.getByRole('status')).toHaveText(/Sending 1 DUSD to 0x/)
  await expect(view.getByRole('alert')).toHaveText('The wallet stopped responding.', {
    timeout: 15_000,
  })
  await expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled()
  await expect(view.getByRole('button', { name: 'Edit' })).toBeEnabled()
})

test('behavior: a Porthole name resolves to its address with its avatar; the transfer goes to that address', async ({
  page,
  modalFrame,
  stack,
  chains,
  send: { view, form },
}) => {
  const client = chains.one.client
  const owner = privateKeyToAccount(generatePrivateKey())
  const label = `send-to-${owner.address.slice(2, 10).toLowerCase()}`
  const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c44"/></svg>')}`
  const coinType = (0x80000000 | chains.one.chainId) >>> 0
  const registered = await registerName(stack, owner, {
    name: label,
    coinType,
    attributes: { avatar },
  })
  expect(registered.status).toBe(201)

  await form.fill({ symbol: 'DUSD', amount: '3', to: 'nobody-at-all.porthole.id' })
  await expect(
    view
      .getByRole('alert')
      .filter({ hasText: 'No address is registered for nobody-at-all.porthole.id' }),
  ).toHaveCount(1)
  await expect(view.getByRole('button', { name: 'Review' })).toBeDisabled()

  // The name service does not answer: said as such, never as a name with no address.
  const lookup = (url: URL) => url.pathname.startsWith('/v1/profile/account/')
  await page.route(lookup, (route) => route.abort())
  await form.field('To').fill('unreachable.porthole.id')
  await expect(
    view.getByRole('alert').filter({
      hasText: 'Error resolving name unreachable.porthole.id: the name service did not answer.',
    }),
  ).toHaveCount(1)
  await expect(view.getByRole('button', { name: 'Review' })).toBeDisabled()
  await page.unroute(lookup)

  await form.field('To').fill(`${label}.porthole.id`)
  const profile = view.getByTestId('send-receiver-profile')
  await expect(profile).toHaveText(
    `${label}.porthole.id resolves to ${owner.address.slice(0, 4)}…${owner.address.slice(-6)}`,
  )
  await expect(profile.locator('img')).toHaveAttribute('src', avatar)
  await screenshots(page, modalFrame, 'name')
  await form.review()
  await expect(
    view.getByRole('definition').filter({ hasText: `${label}.porthole.id` }),
  ).toBeVisible()
  await form.confirm()
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  expect(await tokenBalance(client, chains.one.tokens.DUSD.address, owner.address)).toBe(3_000_000n)
})

pendingTest(
  "behavior: a transfer with no receipt after the frame's wait says it is still pending, then returns to Account",
  async ({ modalFrame, chains, send: { view, form } }) => {
    const client = chains.one.client
    const automine = (on: boolean) =>
      client.request({ method: 'evm_setAutomine' as never, params: [on] as never })
    const to = freshAddress()
    await form.fill({ symbol: 'DUSD', amount: '4', to })
    await form.review()
    const confirm = view.getByRole('button', { name: 'Send', exact: true })
    await expect(confirm).toBeEnabled()
    await automine(false)
    try {
      await confirm.click()
      await expect(view.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible()
      // A real wait: a fake page clock, fast-forwarded, also ran the bridge's and views' timers.
      const sent = Date.now()
      await expect(view.getByRole('heading', { name: 'Still pending' })).toBeVisible({
        timeout: RECEIPT_WAIT_MS + 15_000,
      })
      expect(Date.now() - sent).toBeGreaterThan(RECEIPT_WAIT_MS - 5_000)
      await expect(view.getByRole('status')).toHaveText(
        `The transfer was sent but is not confirmed after ${RECEIPT_WAIT_MS / 1000} seconds. It stays in Activity as pending until the network confirms it.`,
      )
    } finally {
      await automine(true)
      await client.request({ method: 'evm_mine' as never })
    }
    await view.getByRole('button', { name: 'Back to account' }).click()
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(await tokenBalance(client, chains.one.tokens.DUSD.address, to)).toBe(4_000_000n)
  },
)
