// WalletConnect's solana namespace (issue 12): a host that configures the local Solana
// validator beside the EVM dev chains pairs with the phone wallet (a real sign-client on the
// local relay) in one approval for both namespaces. The host's Solana code reaches the phone
// through the "Porthole" Wallet Standard wallet: each request crosses the session as
// WalletConnect's Solana RPC (solana_signMessage, solana_signTransaction,
// solana_signAndSendTransaction) and the transactions land on the validator. A reload restores
// the session in both namespaces wherever the frame's storage works (SPEC §4 restore).
import type { FrameLocator, Page } from '@playwright/test'
import { getBase58Decoder } from '@solana/kit'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { openThirdPartyStorageProfile } from '../../fixtures/browser/thirdPartyStorageProfile.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import {
  callStandardWallet,
  listenForStandardWallets,
  portholeAccounts,
  standardOutcome,
} from '../../fixtures/page/standardWallets.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { ed25519Verifies } from '../../fixtures/solanaValidator/ed25519Verifies.ts'
import { chainNetworks, expect, openHostPage } from '../../fixtures/test.ts'
import { keepOnLoopback, openWalletConnect, scanQr, wcTest as test } from '../../fixtures/wcTest.ts'
import type { WcWallet } from '../../fixtures/wcWallet/createWcWallet.ts'

/** The QR view scanned by `wallet` and its proposal, for eip155 and `solanaChain`, approved. */
async function pairBothNamespaces(
  page: Page,
  modalFrame: FrameLocator,
  wallet: WcWallet,
  solanaChain: string,
) {
  await openWalletConnect(page, modalFrame)
  await wallet.pair(await scanQr(modalFrame))
  const proposal = await wallet.nextProposal()
  expect(proposal.chains).toEqual(
    expect.arrayContaining(['eip155:31337', 'eip155:31338', solanaChain]),
  )
  expect(proposal.methods).toEqual(
    expect.arrayContaining([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ]),
  )
  await wallet.approveProposal(proposal.id)
}

/** A 0.01 SOL transfer from `from` to a new address, unsigned, as wire bytes. */
async function transfer(connection: Connection, from: string) {
  const to = Keypair.generate().publicKey
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: to,
      lamports: 0.01 * LAMPORTS_PER_SOL,
    }),
  )
  return { to, bytes: [...transaction.serialize({ requireAllSignatures: false })] }
}

test('default: one approval connects eip155 and solana; signMessage, signTransaction and signAndSendTransaction go through the session and land', async ({
  page,
  verify: _verify,
  stack,
  chains,
  solana,
  solanaPhoneWallet: wallet,
  modalFrame,
}) => {
  test.setTimeout(90_000)
  const solanaAddress = wallet.solanaAddress!
  await listenForStandardWallets(page)
  await openHostPage(page, stack, {
    networks: [...chainNetworks(chains), solanaDevNetwork(solana)],
  })
  await pairBothNamespaces(page, modalFrame, wallet, solana.caipNetworkId)

  // One session, two connections: each provider reports its own account.
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()?.accounts))
    .toMatchObject({
      eip155: { address: wallet.address },
      solana: {
        address: solanaAddress,
        caipAddress: `${solana.caipNetworkId}:${solanaAddress}`,
        caipNetworkId: solana.caipNetworkId,
      },
    })
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [wallet.address] })
  expect(await portholeAccounts(page)).toEqual([solanaAddress])

  // solana_signMessage: the phone signs the bytes; the signature verifies (ed25519).
  const message = new TextEncoder().encode('Pay the host shop')
  await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message: [...message] })
  const signRequest = await wallet.nextRequest()
  expect(signRequest).toMatchObject({
    method: 'solana_signMessage',
    chainId: solana.caipNetworkId,
    params: { pubkey: solanaAddress, message: getBase58Decoder().decode(message) },
  })
  await wallet.approveRequest(signRequest.id)
  const signed = (await standardOutcome(page)) as { result: [{ signature: number[] }] }
  expect(ed25519Verifies(solanaAddress, message, signed.result[0].signature)).toBe(true)

  // solana_signTransaction: the host gets the signed transaction and sends it itself.
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const first = await transfer(connection, solanaAddress)
  await callStandardWallet(page, 'solana:signTransaction', 'signTransaction', {
    chain: solana.caipNetworkId,
    transaction: first.bytes,
  })
  const signTxRequest = await wallet.nextRequest()
  expect(signTxRequest).toMatchObject({
    method: 'solana_signTransaction',
    chainId: solana.caipNetworkId,
  })
  await wallet.approveRequest(signTxRequest.id)
  const signedTx = (await standardOutcome(page)) as { result: [{ signedTransaction: number[] }] }
  await connection.sendRawTransaction(new Uint8Array(signedTx.result[0].signedTransaction))
  await expect.poll(() => connection.getBalance(first.to)).toBe(0.01 * LAMPORTS_PER_SOL)

  // solana_signAndSendTransaction: the phone signs and sends; the transfer lands.
  const second = await transfer(connection, solanaAddress)
  await callStandardWallet(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    chain: solana.caipNetworkId,
    transaction: second.bytes,
  })
  const sendRequest = await wallet.nextRequest()
  expect(sendRequest).toMatchObject({
    method: 'solana_signAndSendTransaction',
    chainId: solana.caipNetworkId,
  })
  await wallet.approveRequest(sendRequest.id)
  const sent = (await standardOutcome(page)) as { result: [{ signature: number[] }] }
  const signature = getBase58Decoder().decode(new Uint8Array(sent.result[0].signature))
  expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
  expect(await connection.getBalance(second.to)).toBe(0.01 * LAMPORTS_PER_SOL)

  // Declined on the phone: the host's call rejects with 4001.
  await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message: [...message] })
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await standardOutcome(page)).toMatchObject({ code: 4001 })

  // Disconnecting the WalletConnect connection ends both namespaces (SPEC §4).
  await page.evaluate(() => window.modal.disconnect())
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  expect(await page.evaluate(() => window.modal.getState()?.accounts)).toEqual({})
  expect(await portholeAccounts(page)).toEqual([])
  await expect.poll(() => wallet.sessions()).toEqual([])
})

for (const partitioned of [false, true]) {
  test(`behavior: where the frame storage works (${partitioned ? 'partitioned per site' : 'unpartitioned'}), a reload restores the session in both namespaces, and it signs`, async ({
    stack,
    chains,
    solana,
    solanaPhoneWallet: wallet,
  }) => {
    const profile = await openThirdPartyStorageProfile({ partitioned })
    try {
      const { page } = profile
      const modalFrame = page.frameLocator('iframe[title="Porthole"]')
      await keepOnLoopback(page)
      await listenForStandardWallets(page)
      const config = { networks: [...chainNetworks(chains), solanaDevNetwork(solana)] }
      await openHostPage(page, stack, config)
      await pairBothNamespaces(page, modalFrame, wallet, solana.caipNetworkId)
      const both = {
        eip155: { address: wallet.address },
        solana: { address: wallet.solanaAddress! },
      }
      await expect
        .poll(() => page.evaluate(() => window.modal.getState()?.accounts))
        .toMatchObject(both)

      await openHostPage(page, stack, config) // reload
      await expect
        .poll(() => page.evaluate(() => window.modal.getState()?.accounts))
        .toMatchObject(both)
      await expect.poll(() => portholeAccounts(page)).toEqual([wallet.solanaAddress])
      // The restored session is the one paired: a Solana signature goes through it.
      expect(wallet.sessions()).toHaveLength(1)
      const message = [...new TextEncoder().encode('Signed after the reload')]
      await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message })
      const request = await wallet.nextRequest()
      expect(request).toMatchObject({ method: 'solana_signMessage', chainId: solana.caipNetworkId })
      await wallet.approveRequest(request.id)
      const outcome = (await standardOutcome(page)) as { result: [{ signature: number[] }] }
      expect(outcome.result[0].signature).toHaveLength(64)
    } finally {
      await profile.close()
    }
  })
}
