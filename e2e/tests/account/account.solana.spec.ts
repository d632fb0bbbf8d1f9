// The Account view's Tokens tab for a Solana connection (issue 13, SPEC §3/§7): the api reads
// SOL and the SPL token accounts of the connected address from the local validator
// (getTokenAccountsByOwner) and prices the demo DUSD as the dev chain's DUSD. Its Block Explorer
// action opens Solana Explorer on the local validator's cluster; no name is offered, in Account
// or through open({ view }) (SPEC §5). Send's preview asks the api for fresh prices, SOL by
// SPEC §9's Solana native placeholder (decision 0219).
import type { FrameLocator } from '@playwright/test'
import { Keypair } from '@solana/web3.js'
import { solanaDataTest as test } from '../../fixtures/chains/solanaDataTest.ts'
import { connectOnSolanaHost } from '../../fixtures/devSolanaWallet/connectOnSolanaHost.ts'
import { expect } from '../../fixtures/test.ts'

// A validator account no spec sends from or to: 1000 SOL and 1 000 000 DUSD.
const HOLDER_INDEX = 1

const tokenRow = (frame: FrameLocator, symbol: string) =>
  frame
    .getByRole('tabpanel')
    .getByTestId('token-row')
    .filter({ has: frame.getByText(symbol, { exact: true }) })

test('default: Tokens of a Solana connection shows SOL and the demo SPL token with their amounts, DUSD with its USD value', async ({
  page,
  modalFrame,
  stack,
  solana,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await connectOnSolanaHost(page, modalFrame, { stack, solana }, HOLDER_INDEX)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))

  await expect(modalFrame.getByRole('tab', { name: 'Tokens' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(tokenRow(modalFrame, 'DUSD')).toContainText('1,000,000.000')
  await expect(tokenRow(modalFrame, 'DUSD')).toContainText('$1,000,000.00')
  await expect(tokenRow(modalFrame, 'SOL')).toContainText('1,000.000')
  await expect(modalFrame.getByRole('tabpanel').getByTestId('token-row')).toHaveCount(2)
  await expect(modalFrame.getByText('Token Balance Unavailable')).toHaveCount(0)
  // Names are EVM names (SPEC §5): a Solana account is not offered one it could never get.
  await expect(modalFrame.getByRole('button', { name: 'Block Explorer' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  // Nor does a host's open({ view }) show the name form to it.
  const refused = await page.evaluate(() =>
    window.modal.open({ view: 'RegisterAccountName' }).then(
      () => 'opened',
      (error: { name: string; data: unknown }) => ({ name: error.name, data: error.data }),
    ),
  )
  expect(refused).toEqual({
    name: 'ViewUnavailableError',
    data: { view: 'RegisterAccountName', reason: 'unsupportedNetwork' },
  })
})

test('behavior: Block Explorer opens the address in Solana Explorer on the local cluster', async ({
  page,
  modalFrame,
  stack,
  solana,
}) => {
  await page
    .context()
    .route('https://explorer.solana.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Solana Explorer</title>' }),
    )
  await connectOnSolanaHost(page, modalFrame, { stack, solana }, HOLDER_INDEX)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))

  const opened = page.waitForEvent('popup')
  await modalFrame.getByRole('button', { name: 'Block Explorer' }).click()
  const explorer = new URL((await opened).url())
  expect(explorer.origin + explorer.pathname).toBe(
    `https://explorer.solana.com/address/${solana.accounts[HOLDER_INDEX]!.address}`,
  )
  expect(explorer.searchParams.get('cluster')).toBe('custom')
  expect(explorer.searchParams.get('customUrl')).toBe(solana.rpcUrl)
})

test('behavior: Send’s preview asks fresh prices of DUSD by its mint and of SOL by the Solana placeholder; the api prices DUSD', async ({
  page,
  modalFrame,
  stack,
  solana,
}) => {
  await connectOnSolanaHost(page, modalFrame, { stack, solana }, HOLDER_INDEX)
  await page.evaluate(() => window.modal.open({ view: 'Send' }))
  const view = modalFrame.getByRole('dialog', { name: 'Send' })
  await view.getByRole('button', { name: /^Token / }).click()
  await view
    .getByRole('list', { name: 'Token' })
    .getByRole('button', { name: /^DUSD / })
    .click()
  await view.getByRole('textbox', { name: 'Amount', exact: true }).fill('2.5')
  const to = Keypair.generate().publicKey.toBase58()
  await view.getByRole('textbox', { name: 'To', exact: true }).fill(to)
  const priced = page.waitForResponse((response) =>
    response.url().startsWith(`${stack.apiUrl}/v1/fungible/price`),
  )
  await view.getByRole('button', { name: 'Review' }).click()
  const response = await priced
  const dusd = `${solana.caipNetworkId}:${solana.token.mint}`
  expect(response.request().postDataJSON().addresses).toEqual([
    dusd,
    `${solana.caipNetworkId}:So11111111111111111111111111111111111111111`,
  ])
  // DUSD is priced as the dev chain's DUSD; this cluster's config prices no SOL.
  expect((await response.json()).fungibles).toEqual([
    expect.objectContaining({ address: dusd, symbol: 'DUSD', price: 1 }),
  ])
  await expect(view.getByTestId('send-preview-usd')).toHaveText('$2.50')
})
