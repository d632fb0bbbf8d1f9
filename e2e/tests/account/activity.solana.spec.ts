// Account data of a Solana connection (issues 12 and 13) with an api that serves the local
// validator: Send lists the demo SPL token by its symbol and name (the api's token list), not
// its mint address; Activity shows the account's real transfers from the api's history (read
// from the validator), received ones included, beside what was just sent from the modal, each
// linking to its transaction in Solana Explorer.
import type { FrameLocator } from '@playwright/test'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { solanaDataTest as test } from '../../fixtures/chains/solanaDataTest.ts'
import { connectOnSolanaHost } from '../../fixtures/devSolanaWallet/connectOnSolanaHost.ts'
import { demoTokenTransfer } from '../../fixtures/solanaValidator/demoTokenTransfer.ts'
import type { SolanaValidator } from '../../fixtures/solanaValidator/startSolanaValidator.ts'
import { expect } from '../../fixtures/test.ts'

/** A new account with 5 SOL (airdrop) and 40 DUSD from dev account 0; it pays the fee. */
async function freshBuyer(solana: SolanaValidator) {
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const buyer = Keypair.generate()
  const airdrop = await connection.requestAirdrop(buyer.publicKey, 5 * LAMPORTS_PER_SOL)
  await connection.confirmTransaction({
    signature: airdrop,
    ...(await connection.getLatestBlockhash()),
  })
  const holder = Keypair.fromSecretKey(solana.accounts[0]!.secretKey)
  const mint = new PublicKey(solana.token.mint)
  const transaction = demoTokenTransfer(solana.token, {
    from: holder.publicKey,
    to: buyer.publicKey,
    amount: 40_000_000n,
    payer: buyer.publicKey,
  })
  await sendAndConfirmTransaction(connection, transaction, [buyer, holder])
  return { buyer, holder, connection, mint }
}

const activityRows = (frame: FrameLocator) =>
  frame.getByRole('tabpanel').getByTestId('activity-item')

test('default: Send lists DUSD by name; Activity lists the received SOL and DUSD and the DUSD sent from the modal', async ({
  page,
  modalFrame,
  stack,
  solana,
}) => {
  test.setTimeout(90_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { buyer, connection, mint } = await freshBuyer(solana)
  await connectOnSolanaHost(page, modalFrame, { stack, solana }, buyer)

  // Send: the SPL token by its symbol and name, with its amount; no mint address.
  await page.evaluate(() => window.modal.open({ view: 'Send' }))
  const view = modalFrame.getByRole('dialog', { name: 'Send' })
  await view.getByRole('button', { name: /^Token / }).click()
  const picker = view.getByRole('list', { name: 'Token' })
  const dusd = picker.getByRole('button', { name: /^DUSD / })
  await expect(dusd).toContainText('Demo USD')
  await expect(dusd).toContainText('40')
  await expect(picker).not.toContainText(solana.token.mint.slice(0, 4))
  await dusd.click()
  await view.getByRole('textbox', { name: 'Amount', exact: true }).fill('2.5')
  const shop = Keypair.generate().publicKey
  await view.getByRole('textbox', { name: 'To', exact: true }).fill(shop.toBase58())
  await view.getByRole('button', { name: 'Review' }).click()
  const confirm = view.getByRole('button', { name: 'Send', exact: true })
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  const shopAccount = getAssociatedTokenAddressSync(mint, shop)
  await expect
    .poll(async () => (await connection.getTokenAccountBalance(shopAccount)).value.amount)
    .toBe('2500000')

  // Activity: the api's history of the account, newest first.
  await modalFrame.getByRole('tab', { name: 'Activity' }).click()
  const rows = activityRows(modalFrame)
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Sent DUSD')
  await expect(rows.nth(0)).toContainText('−2.500')
  await expect(rows.nth(0)).toContainText('Confirmed')
  await expect(rows.nth(1)).toContainText('Received DUSD')
  await expect(rows.nth(1)).toContainText('40.000')
  await expect(rows.nth(2)).toContainText('Received SOL')
  await expect(rows.nth(2)).toContainText('5.000')

  // Each row links to its transaction in Solana Explorer, on the local validator's cluster.
  await page
    .context()
    .route('https://explorer.solana.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Solana Explorer</title>' }),
    )
  const [latest] = await connection.getSignaturesForAddress(buyer.publicKey, { limit: 1 })
  const opened = page.waitForEvent('popup')
  await rows.nth(0).getByRole('button', { name: 'View transaction in explorer' }).click()
  const explorer = new URL((await opened).url())
  expect(explorer.origin + explorer.pathname).toBe(
    `https://explorer.solana.com/tx/${latest!.signature}`,
  )
  expect(explorer.searchParams.get('cluster')).toBe('custom')
  expect(explorer.searchParams.get('customUrl')).toBe(solana.rpcUrl)
})
