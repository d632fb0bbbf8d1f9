// A host's Solana code finds "Porthole" through Wallet Standard (the page speaks the app side
// of the protocol, as @wallet-standard/app does), connects the dev Solana wallet through the
// modal, signs a message that verifies (ed25519) and sends 0.01 SOL that lands on the local
// validator. Host and frame are on different origins.
import { Connection, Keypair } from '@solana/web3.js'
import { addDevSolanaWallet } from '../../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { unsignedSolTransfer } from '../../fixtures/embeddedSolana/unsignedTransaction.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import {
  callStandardWallet as callPorthole,
  listenForStandardWallets,
  standardOutcome as outcome,
} from '../../fixtures/page/standardWallets.ts'
import { ed25519Verifies } from '../../fixtures/solanaValidator/ed25519Verifies.ts'
import { expectSolTransferLanded } from '../../fixtures/solanaValidator/expectSolTransferLanded.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

test('behavior: Porthole from Wallet Standard connects the dev Solana wallet, signs, and sends 0.01 SOL that lands', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  const signer = solana.accounts[4]!
  await listenForStandardWallets(page)
  await addDevSolanaWallet(page, solana, 4)
  await openHostPage(page, stack, { networks: [solanaDevNetwork(solana)] })
  await expect
    .poll(() => page.evaluate(() => window.standardWallets.map((w) => w.name)))
    .toEqual(['Dev Solana Wallet', 'Porthole'])
  const walletPrompt = page.getByRole('dialog', { name: /Dev Solana Wallet/ })

  await callPorthole(page, 'standard:connect', 'connect')
  await modalFrame.getByRole('button', { name: /Dev Solana Wallet/ }).click()
  await walletPrompt.getByRole('button', { name: 'Approve' }).click()
  expect(await outcome(page)).toMatchObject({ result: { accounts: [{ address: signer.address }] } })

  const message = new TextEncoder().encode('Sign in to the host shop')
  await callPorthole(page, 'solana:signMessage', 'signMessage', { message: [...message] })
  await expect(walletPrompt).toContainText('Sign in to the host shop')
  await walletPrompt.getByRole('button', { name: 'Approve' }).click()
  const signed = (await outcome(page)) as { result: [{ signature: number[] }] }
  expect(ed25519Verifies(signer.address, message, signed.result[0].signature)).toBe(true)

  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const to = Keypair.generate().publicKey
  await callPorthole(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    chain: solana.caipNetworkId,
    transaction: await unsignedSolTransfer(connection, signer.address, to, 0.01),
  })
  await expect(walletPrompt).toContainText(`0.01 SOL to ${to.toBase58()}`)
  await walletPrompt.getByRole('button', { name: 'Approve' }).click()
  const sent = (await outcome(page)) as { result: [{ signature: number[] }] }
  await expectSolTransferLanded(connection, sent.result[0].signature, to, 0.01)
})

test('error: closing the modal without connecting rejects Porthole connect with 4001', async ({
  page,
  stack,
  solana,
}) => {
  await listenForStandardWallets(page)
  await openHostPage(page, stack, { networks: [solanaDevNetwork(solana)] })
  await expect
    .poll(() => page.evaluate(() => window.standardWallets.map((w) => w.name)))
    .toEqual(['Porthole'])
  await callPorthole(page, 'standard:connect', 'connect')
  await expect(page.locator('iframe[title="Porthole"]')).toBeVisible()
  await page.evaluate(() => window.modal.close())
  expect(await outcome(page)).toMatchObject({ code: 4001 })
})
