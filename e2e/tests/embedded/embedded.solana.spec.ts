// The Solana account of an email or social login (issue 15): the vault derives an ed25519 key
// from the login's one secret beside the EVM key. With the dev Solana network configured, the
// login connects both namespaces; the host's "Porthole" Wallet Standard wallet and modal state
// report the Solana address. Its signMessage, signTransaction and signAndSendTransaction go
// through ApproveTransaction with a decoded summary, are signed in the vault and land on the
// local validator; a reject is 4001. The modal's own Send on Solana asks the same way, a reload
// restores the Solana connection, and the EVM one keeps signing while Solana is current.
// Screenshots of Account and of SOL and SPL transfer approvals, light and dark (and 390 px),
// under e2e/.artifacts/embedded-solana/.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { type Hex, verifyMessage } from 'viem'
import { openThirdPartyStorageProfile } from '../../fixtures/browser/thirdPartyStorageProfile.ts'
import { approveShown, saveRecoveryCode } from '../../fixtures/emailLogin.ts'
import { fundSolanaAccount } from '../../fixtures/embeddedSolana/fundSolanaAccount.ts'
import {
  loginWithSolana,
  openSolanaHost,
  solanaAddressOf,
  solanaState,
} from '../../fixtures/embeddedSolana/solanaLogin.ts'
import { unsigned, unsignedSolTransfer } from '../../fixtures/embeddedSolana/unsignedTransaction.ts'
import { freshLogin, pickSocial, signInAtOidcProvider } from '../../fixtures/login/socialLogin.ts'
import { hostAccounts } from '../../fixtures/multiNamespace/hostAccounts.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import { themeScreenshotsIn } from '../../fixtures/page/screenshots/themeScreenshotsIn.ts'
import {
  callStandardWallet,
  portholeAccounts,
  standardOutcome,
} from '../../fixtures/page/standardWallets.ts'
import { rpc, waitForConnected } from '../../fixtures/pageHelpers.ts'
import { ed25519Verifies } from '../../fixtures/solanaValidator/ed25519Verifies.ts'
import {
  test as base,
  chainNetworks,
  expect,
  modalFrameOf,
  openHostPage,
} from '../../fixtures/test.ts'

const test = base.extend<{ solanaLogin: { evmAddress: Hex; address: string } }>({
  /** The Solana host page, reduced motion, and a fresh email logged in: its two addresses. */
  solanaLogin: [
    async ({ page, modalFrame, stack, chains, solana }, use) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await use(await loginWithSolana({ page, modalFrame, stack, chains, solana }))
    },
    { timeout: 60_000 },
  ],
})

/** Light and dark screenshots under e2e/.artifacts/embedded-solana/. */
const screenshots = themeScreenshotsIn('embedded-solana')

test('default: an email login has a Solana account; signMessage, signTransaction and signAndSendTransaction are approved in the modal, verify and land', async ({
  page,
  solana,
  modalFrame,
  solanaLogin: { evmAddress, address },
}) => {
  test.setTimeout(120_000)

  // One login, two connections: each provider has its own account.
  expect(await solanaState(page)).toEqual(
    expect.objectContaining({ address, caipAddress: `${solana.caipNetworkId}:${address}` }),
  )
  expect(new PublicKey(address).toBase58()).toBe(address)
  expect(await page.evaluate(() => window.modal.getState()?.accounts?.eip155?.address)).toBe(
    evmAddress,
  )
  expect(await portholeAccounts(page)).toEqual([address])
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const wallets = modalFrame.getByRole('region', { name: 'Wallets' })
  await expect(wallets.getByRole('button', { name: new RegExp(address.slice(0, 4)) })).toBeVisible()
  await wallets.scrollIntoViewIfNeeded()
  await screenshots(page, modalFrame, 'account')
  await page.evaluate(() => window.modal.close())
  const { connection } = await fundSolanaAccount(solana, address)

  // signMessage: the text shown on the dev Solana network; the vault's signature verifies
  // against the Solana address (ed25519).
  const message = new TextEncoder().encode('Pay the host shop')
  await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message: [...message] })
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign message')
  await expect(modalFrame.getByTestId('approve-network')).toHaveText('Solana Local')
  await expect(modalFrame.getByTestId('approve-account')).toHaveAttribute('title', address)
  await expect(modalFrame.getByTestId('approve-message')).toHaveText('Pay the host shop')
  await approveShown(modalFrame)
  const signed = (await standardOutcome(page)) as { result: [{ signature: number[] }] }
  expect(ed25519Verifies(address, message, signed.result[0].signature)).toBe(true)

  // signTransaction: recipient and SOL amount shown; the host sends what the vault signed.
  const first = Keypair.generate().publicKey
  await callStandardWallet(page, 'solana:signTransaction', 'signTransaction', {
    chain: solana.caipNetworkId,
    transaction: await unsignedSolTransfer(connection, address, first, 0.01),
  })
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign transaction')
  await expect(modalFrame.getByTestId('approve-transfer')).toHaveText(
    `SOL transfer0.01 SOL → ${first.toBase58()}`,
  )
  await approveShown(modalFrame)
  const signedTx = (await standardOutcome(page)) as { result: [{ signedTransaction: number[] }] }
  await connection.sendRawTransaction(new Uint8Array(signedTx.result[0].signedTransaction))
  await expect.poll(() => connection.getBalance(first)).toBe(0.01 * LAMPORTS_PER_SOL)

  // signAndSendTransaction: approved in the modal (screenshots), sent by the frame, landed.
  const second = Keypair.generate().publicKey
  const before = await connection.getBalance(new PublicKey(address))
  await callStandardWallet(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    chain: solana.caipNetworkId,
    transaction: await unsignedSolTransfer(connection, address, second, 0.25),
  })
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Send transaction')
  await expect(modalFrame.getByTestId('approve-transfer')).toContainText('0.25 SOL')
  await expect(modalFrame.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled()
  await screenshots(page, modalFrame, 'approve-sol-transfer')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(modalFrame.getByRole('button', { name: 'Approve', exact: true })).toBeInViewport({
    ratio: 1,
  })
  await page.screenshot({ path: '.artifacts/embedded-solana/approve-sol-transfer-phone.png' })
  await approveShown(modalFrame)
  const sent = (await standardOutcome(page)) as { result: [{ signature: number[] }] }
  const signature = new Uint8Array(sent.result[0].signature)
  expect(signature).toHaveLength(64)
  await expect.poll(() => connection.getBalance(second)).toBe(0.25 * LAMPORTS_PER_SOL)
  expect(await connection.getBalance(new PublicKey(address))).toBe(
    before - 0.25 * LAMPORTS_PER_SOL - 5000,
  )
})

test('behavior: an SPL transfer shows the receiver, amount and mint, and lands; Reject and Escape give the host 4001', async ({
  page,
  solana,
  modalFrame,
  solanaLogin: { address },
}) => {
  test.setTimeout(120_000)
  const { connection, mint } = await fundSolanaAccount(solana, address)

  const shop = Keypair.generate().publicKey
  const shopAccount = getAssociatedTokenAddressSync(mint, shop)
  const owner = new PublicKey(address)
  await callStandardWallet(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    chain: solana.caipNetworkId,
    transaction: await unsigned(
      connection,
      address,
      createAssociatedTokenAccountIdempotentInstruction(owner, shopAccount, shop, mint),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mint, owner),
        mint,
        shopAccount,
        owner,
        12_500_000n,
        6,
      ),
    ),
  })
  const transfer = modalFrame.getByTestId('approve-transfer')
  await expect(transfer).toContainText('Token transfer')
  await expect(transfer).toContainText(`12.5 ${solana.token.mint.slice(0, 4)}`)
  await expect(transfer).toContainText(`→ ${shop.toBase58()}`)
  await expect(transfer.getByTitle(solana.token.mint)).toBeVisible()
  await screenshots(page, modalFrame, 'approve-spl-transfer')
  await approveShown(modalFrame)
  await expect.poll(() => standardOutcome(page)).toMatchObject({ result: [{}] })
  await expect
    .poll(async () => (await connection.getTokenAccountBalance(shopAccount)).value.amount)
    .toBe('12500000')

  // Reject: Wallet Standard's caller gets the 4001 rejection; nothing is signed.
  const message = [...new TextEncoder().encode('Refuse me')]
  await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message })
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  await expect.poll(() => standardOutcome(page)).toMatchObject({ code: 4001 })
  await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message })
  await expect(modalFrame.getByTestId('approve-message')).toHaveText('Refuse me')
  await page.keyboard.press('Escape')
  await expect.poll(() => standardOutcome(page)).toMatchObject({ code: 4001 })
  expect(await page.evaluate(() => window.modal.getState()?.open)).toBe(false)

  // Signing out ends both connections of the login.
  await page.evaluate(() => window.modal.disconnect())
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  expect(await portholeAccounts(page)).toEqual([])
})

test('behavior: a social (Google) login has a Solana account too', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  await openSolanaHost(page, stack, chains, solana)
  const popup = await pickSocial(page, modalFrame, 'Google')
  await signInAtOidcProvider(popup, freshLogin('sol'))
  await saveRecoveryCode(modalFrame)
  await waitForConnected(page)
  const address = await solanaAddressOf(page, solana)
  expect(new PublicKey(address).toBase58()).toBe(address)
  expect(await portholeAccounts(page)).toEqual([address])
})

// SPEC §4 across a reload (decision 0200), in each shape of storage where the vault keeps it.
for (const partitioned of [false, true])
  test(`behavior: where the vault keeps the session (${partitioned ? 'partitioned per host site' : 'unpartitioned'}), a reload restores the Solana connection beside the EVM one, and it signs`, async ({
    stack,
    chains,
    solana,
  }) => {
    test.setTimeout(90_000)
    const profile = await openThirdPartyStorageProfile({ partitioned })
    try {
      const { page } = profile
      const modalFrame = modalFrameOf(page)
      const journey = { page, modalFrame, stack, chains, solana }
      const { evmAddress, address } = await loginWithSolana(journey)

      await openHostPage(page, stack, {
        networks: [...chainNetworks(chains), solanaDevNetwork(solana)],
      }) // reload
      await expect
        .poll(() => hostAccounts(page), { timeout: 20_000 })
        .toMatchObject({ eip155: { address: evmAddress }, solana: { address } })
      expect(await portholeAccounts(page)).toEqual([address])
      // The restored session signs: the vault still holds the Solana key.
      const message = new TextEncoder().encode('After a reload')
      await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message: [...message] })
      await approveShown(modalFrame)
      const signed = (await standardOutcome(page)) as { result: [{ signature: number[] }] }
      expect(ed25519Verifies(address, message, signed.result[0].signature)).toBe(true)
    } finally {
      await profile.close()
    }
  })

test('behavior: with the Solana connection current, Send from the modal is approved once, in its preview (no ApproveTransaction), and the SOL lands', async ({
  page,
  solana,
  modalFrame,
  solanaLogin: { evmAddress, address },
}) => {
  test.setTimeout(90_000)
  const { connection } = await fundSolanaAccount(solana, address)

  // Account → Connected wallets → the Solana one becomes current; the host follows.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame
    .getByRole('region', { name: 'Connected wallets' })
    .getByRole('button', { name: new RegExp(address.slice(0, 4)) })
    .click()
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()?.caipNetworkId))
    .toBe(solana.caipNetworkId)

  await page.evaluate(() => window.modal.open({ view: 'Send' }))
  const view = modalFrame.getByRole('dialog', { name: 'Send' })
  await view.getByRole('button', { name: /^Token / }).click()
  await view.getByRole('list', { name: 'Token' }).getByRole('button', { name: /^SOL / }).click()
  await view.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.5')
  const receiver = Keypair.generate().publicKey
  await view.getByRole('textbox', { name: 'To', exact: true }).fill(receiver.toBase58())
  await view.getByRole('button', { name: 'Review' }).click()
  // Send's preview is the transfer's only approval (decision 0070): no ApproveTransaction.
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  await expect(modalFrame.getByTestId('approve-network')).toHaveCount(0)
  expect(await connection.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)

  // The EVM connection, not current now, still signs for the host's EVM provider.
  await page.evaluate(() => window.modal.close())
  const message = 'Still on EVM'
  const signing = rpc(page, 'personal_sign', [
    `0x${Buffer.from(message).toString('hex')}`,
    evmAddress,
  ])
  await expect(modalFrame.getByTestId('approve-network')).toHaveText('Anvil')
  await approveShown(modalFrame)
  const signed = (await signing).result as Hex
  expect(await verifyMessage({ address: evmAddress, message, signature: signed })).toBe(true)
})
