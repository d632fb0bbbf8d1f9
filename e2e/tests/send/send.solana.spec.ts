// Send from the modal on Solana (SPEC §1, §4 "solana sends a transaction"): SOL and the demo SPL
// token sent with the dev Solana wallet land on the local validator by exactly the amounts; the
// SPL send creates the receiver's associated token account; the user lands on Account, whose
// Activity lists both transfers as confirmed.
import type { FrameLocator } from '@playwright/test'
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { connectOnSolanaHost } from '../../fixtures/devSolanaWallet/connectOnSolanaHost.ts'
import { type SendForm, SendView } from '../../fixtures/pages/SendView.ts'
import { test as base, expect } from '../../fixtures/test.ts'

// A validator account that holds DUSD and that no other spec sends from.
const SENDER_INDEX = 3

const test = base.extend<{ sendForm: SendView }>({
  /** The Solana host page, reduced motion, the sender's dev Solana wallet connected: Send open. */
  sendForm: async ({ page, modalFrame, stack, solana }, use) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await connectOnSolanaHost(page, modalFrame, { stack, solana }, SENDER_INDEX)
    const form = new SendView(page, modalFrame)
    await form.open()
    await use(form)
  },
})

/** Sends `amount` of the token whose list entry starts with `symbol`, until back on Account. */
async function send(form: SendView, modalFrame: FrameLocator, transfer: SendForm) {
  await form.fill(transfer)
  await form.review()
  await expect(form.dialog.getByTestId('send-fee')).toHaveText(/^0\.\d+ SOL$/)
  await form.confirm()
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
}

test('default: SOL and the demo SPL token sent from the modal land on the validator by exactly the amounts', async ({
  modalFrame,
  solana,
  sendForm: form,
}) => {
  test.setTimeout(90_000)
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const sender = new PublicKey(solana.accounts[SENDER_INDEX]!.address)
  const mint = new PublicKey(solana.token.mint)

  const solReceiver = Keypair.generate().publicKey
  const before = await connection.getBalance(sender)
  await send(form, modalFrame, { symbol: 'SOL', amount: '1.5', to: solReceiver.toBase58() })
  expect(await connection.getBalance(solReceiver)).toBe(1.5 * LAMPORTS_PER_SOL)
  // The sender paid the amount and one signature's fee.
  expect(before - (await connection.getBalance(sender))).toBe(1.5 * LAMPORTS_PER_SOL + 5000)

  // The SPL token: the receiver has no token account yet; the send creates it.
  const tokenReceiver = Keypair.generate().publicKey
  const receiverAta = getAssociatedTokenAddressSync(mint, tokenReceiver)
  expect(await connection.getAccountInfo(receiverAta)).toBeNull()
  const senderAta = getAssociatedTokenAddressSync(mint, sender)
  const tokensBefore = (await getAccount(connection, senderAta)).amount
  await form.open()
  const short = `${solana.token.mint.slice(0, 4)}…${solana.token.mint.slice(-6)}`
  await send(form, modalFrame, { symbol: short, amount: '2.5', to: tokenReceiver.toBase58() })
  expect((await getAccount(connection, receiverAta)).amount).toBe(2_500_000n)
  expect(tokensBefore - (await getAccount(connection, senderAta)).amount).toBe(2_500_000n)

  // Activity lists both transfers sent from the modal (the Data API has no Solana history),
  // confirmed by their signature status.
  await modalFrame.getByRole('tab', { name: 'Activity' }).click()
  const rows = modalFrame.getByRole('tabpanel').getByTestId('activity-item')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText(`Sent ${short}`)
  await expect(rows.nth(0)).toContainText('−2.500')
  await expect(rows.nth(0)).toContainText('Confirmed')
  await expect(rows.nth(1)).toContainText('Sent SOL')
  await expect(rows.nth(1)).toContainText('−1.500')
  await expect(rows.nth(1)).toContainText('Confirmed')
})

test('error: an EVM address is not a Solana receiver', async ({ sendForm: form }) => {
  await form.fill({ symbol: 'SOL', amount: '1', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
  const view = form.dialog
  await expect(
    view.getByRole('alert').filter({ hasText: 'Enter a valid Solana address or a name' }),
  ).toHaveCount(1)
  await expect(view.getByRole('button', { name: 'Review' })).toBeDisabled()
})
