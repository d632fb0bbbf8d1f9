// WalletConnect v2 end to end, offline: the host page's modal shows a QR code, a phone wallet
// (the dev WalletConnect wallet, a real sign-client in Node) scans it through a relay on
// loopback, and the host reaches the wallet through modal.provider as with an extension.
import { type Hex, parseEther, verifyMessage } from 'viem'
import {
  hostStatus,
  openDevChainPage,
  recordEvents,
  recordedEvents,
  rpc,
} from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { approvePairing } from '../../fixtures/walletConnect/approvePairing.ts'
import { phoneWalletTest as test } from '../../fixtures/walletConnect/phoneWalletTest.ts'
import { pairPhoneWallet, scanQr, walletConnectQr } from '../../fixtures/wcTest.ts'
import { decodeQrFromPng } from '../../fixtures/wcWallet/decodeQrFromPng.ts'

test('default: scan the QR, approve in the wallet, sign and send through modal.provider', async ({
  wcHostPage: page,
  pairedWallet: wallet,
  verify,
  chains,
}) => {
  expect(await hostStatus(page)).toBe('connected')
  expect((await rpc(page, 'eth_chainId')).result).toBe('0x7a69')

  const asked = Date.now()
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  const signRequest = await wallet.nextRequest()
  // The test relay is not WalletConnect's: the request does not wait for verify (decision 0075).
  expect(Date.now() - asked).toBeLessThan(3000)
  expect(signRequest).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })
  await wallet.approveRequest(signRequest.id)
  const signature = (await signed).result as Hex
  expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)

  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const sent = rpc(page, 'eth_sendTransaction', [
    { from: wallet.address, to, value: `0x${parseEther('0.5').toString(16)}` },
  ])
  await wallet.approveRequest((await wallet.nextRequest()).id)
  const hash = (await sent).result as Hex
  const receipt = await chains.one.client.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })

  // Verify knows only WalletConnect's own network: on the test relay it is never asked.
  expect(verify.count()).toBe(0)
})

test('behavior: a rejected request in the wallet reaches the host as 4001', async ({
  wcHostPage: page,
  pairedWallet: wallet,
}) => {
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await signed).toMatchObject({ code: 4001 })
})

test('behavior: a reload restores the session where the frame storage is partitioned; where it is blocked, it ends (it lasted for the page) and a new scan connects', async ({
  wcHostPage: page,
  pairedWallet: wallet,
  stack,
  chains,
  modalFrame,
  storageMode,
}) => {
  await openDevChainPage(page, stack, chains) // reload
  await recordEvents(page)
  if (storageMode === 'partitioned') {
    // The frame's own storage, partitioned per host site, kept the session's keys.
    await expect.poll(() => hostStatus(page)).toBe('connected')
    expect((await rpc(page, 'eth_accounts')).result).toEqual([wallet.address])
  } else {
    // The keys never go to the host page's storage (SECURITY.md #7, security.storage spec),
    // so with the frame's storage blocked nothing brings the session back.
    expect((await rpc(page, 'eth_accounts')).result).toEqual([])
    expect(await hostStatus(page)).toBe('disconnected')
    await pairPhoneWallet(page, modalFrame, wallet)
  }
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.approveRequest((await wallet.nextRequest()).id)
  const signature = (await signed).result as Hex
  expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
})

test('behavior: rejecting the proposal shows Connection declined and a fresh QR', async ({
  wcHostPage: page,
  phoneWallet: wallet,
  modalFrame,
  qrUri: first,
}) => {
  await wallet.pair(first)
  await wallet.rejectProposal((await wallet.nextProposal()).id)
  await expect(modalFrame.getByText('Connection declined')).toBeVisible()
  await expect
    .poll(async () => decodeQrFromPng(await walletConnectQr(modalFrame).screenshot()))
    .not.toBe(first)
  const second = await scanQr(modalFrame)
  expect(await hostStatus(page)).toBe('connecting')

  // The fresh code works.
  await approvePairing(page, wallet, second)
})

test('behavior: disconnecting in the wallet disconnects the host', async ({
  wcHostPage: page,
  pairedWallet: wallet,
  modalFrame,
}) => {
  await wallet.disconnect()
  await expect.poll(() => recordedEvents(page)).toContainEqual(['disconnect', 4900])
  expect(await hostStatus(page)).toBe('disconnected')
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
})

test('behavior: disconnecting from the modal ends the session in the wallet', async ({
  wcHostPage: page,
  pairedWallet: wallet,
}) => {
  expect(wallet.sessions()).toHaveLength(1)
  await page.evaluate(() => window.modal.disconnect())
  await expect.poll(() => wallet.sessions().length).toBe(0)
  expect(await hostStatus(page)).toBe('disconnected')
})
