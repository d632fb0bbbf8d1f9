// WalletConnect's solana namespace (issue 12): a host that configures the local Solana
// validator beside the EVM dev chains pairs with the phone wallet (a real sign-client on the
// local relay) in one approval for both namespaces. The host's Solana code reaches the phone
// through the "Porthole" Wallet Standard wallet: each request crosses the session as
// WalletConnect's Solana RPC (solana_signMessage, solana_signTransaction,
// solana_signAndSendTransaction) and the transactions land on the validator. A reload restores
// the session in both namespaces wherever the frame's storage works (SPEC §4 restore).
import type { FrameLocator, Page } from '@playwright/test'
import { getBase58Decoder } from '@solana/kit'
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { openThirdPartyStorageProfile } from '../../fixtures/browser/thirdPartyStorageProfile.ts'
import { unsignedSolTransfer } from '../../fixtures/embeddedSolana/unsignedTransaction.ts'
import { hostAccounts } from '../../fixtures/multiNamespace/hostAccounts.ts'
import { phoneAccounts } from '../../fixtures/multiNamespace/phoneAccounts.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import {
  callStandardWallet,
  listenForStandardWallets,
  portholeAccounts,
  standardOutcome,
} from '../../fixtures/page/standardWallets.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { ed25519Verifies } from '../../fixtures/solanaValidator/ed25519Verifies.ts'
import { expectSolTransferLanded } from '../../fixtures/solanaValidator/expectSolTransferLanded.ts'
import { chainNetworks, expect, modalFrameOf, openHostPage } from '../../fixtures/test.ts'
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

/** A 0.01 SOL transfer from `from` to a new address, unsigned: the host's input on `chain`. */
async function transfer(connection: Connection, from: string, chain: string) {
  const to = Keypair.generate().publicKey
  return {
    to,
    input: { chain, transaction: await unsignedSolTransfer(connection, from, to, 0.01) },
  }
}

type PhoneOutcome = { result: [{ signature: number[]; signedTransaction: number[] }] }

/**
 * The host's Solana `name` call through Porthole's Wallet Standard wallet with `input`; the
 * phone's request, `solana_<name>` on `chainId`, approved. Resolves with the request and the
 * host's outcome.
 */
async function approvedOnPhone(
  { page, wallet, chainId }: { page: Page; wallet: WcWallet; chainId: string },
  name: string,
  input: Record<string, unknown>,
) {
  await callStandardWallet(page, `solana:${name}`, name, input)
  const request = await wallet.nextRequest()
  expect(request).toMatchObject({ method: `solana_${name}`, chainId })
  await wallet.approveRequest(request.id)
  return { request, outcome: (await standardOutcome(page)) as PhoneOutcome }
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
    .poll(() => hostAccounts(page))
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
  const phone = { page, wallet, chainId: solana.caipNetworkId }
  const signed = await approvedOnPhone(phone, 'signMessage', { message: [...message] })
  const params = { pubkey: solanaAddress, message: getBase58Decoder().decode(message) }
  expect(signed.request.params).toMatchObject(params)
  expect(ed25519Verifies(solanaAddress, message, signed.outcome.result[0].signature)).toBe(true)

  // solana_signTransaction: the host gets the signed transaction and sends it itself.
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const first = await transfer(connection, solanaAddress, solana.caipNetworkId)
  const { outcome: signedTx } = await approvedOnPhone(phone, 'signTransaction', first.input)
  await connection.sendRawTransaction(new Uint8Array(signedTx.result[0].signedTransaction))
  await expect.poll(() => connection.getBalance(first.to)).toBe(0.01 * LAMPORTS_PER_SOL)

  // solana_signAndSendTransaction: the phone signs and sends; the transfer lands.
  const second = await transfer(connection, solanaAddress, solana.caipNetworkId)
  const { outcome: sent } = await approvedOnPhone(phone, 'signAndSendTransaction', second.input)
  await expectSolTransferLanded(connection, sent.result[0].signature, second.to, 0.01)

  // Declined on the phone: the host's call rejects with 4001.
  await callStandardWallet(page, 'solana:signMessage', 'signMessage', { message: [...message] })
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await standardOutcome(page)).toMatchObject({ code: 4001 })

  // Disconnecting the WalletConnect connection ends both namespaces (SPEC §4).
  await page.evaluate(() => window.modal.disconnect())
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  expect(await hostAccounts(page)).toEqual({})
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
      const modalFrame = modalFrameOf(page)
      await keepOnLoopback(page)
      await listenForStandardWallets(page)
      const config = { networks: [...chainNetworks(chains), solanaDevNetwork(solana)] }
      await openHostPage(page, stack, config)
      await pairBothNamespaces(page, modalFrame, wallet, solana.caipNetworkId)
      const both = phoneAccounts(wallet)
      await expect.poll(() => hostAccounts(page)).toMatchObject(both)

      await openHostPage(page, stack, config) // reload
      await expect.poll(() => hostAccounts(page)).toMatchObject(both)
      await expect.poll(() => portholeAccounts(page)).toEqual([wallet.solanaAddress])
      // The restored session is the one paired: a Solana signature goes through it.
      expect(wallet.sessions()).toHaveLength(1)
      const message = [...new TextEncoder().encode('Signed after the reload')]
      const phone = { page, wallet, chainId: solana.caipNetworkId }
      const { outcome } = await approvedOnPhone(phone, 'signMessage', { message })
      expect(outcome.result[0].signature).toHaveLength(64)
    } finally {
      await profile.close()
    }
  })
}
