// The Coinbase connector (SPEC §3 EXTERNAL, @coinbase/wallet-sdk 4, preference 'all'): its row
// in Connect opens the SDK's keys popup, here the stack's double of keys.coinbase.com, which
// speaks the SDK's popup protocol (key exchange, encrypted requests) and signs with dev account 3.
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { answerIn, pickCoinbase, popupShowing } from '../../fixtures/coinbasePopup.ts'
import { openDevChainPage, recordEvents, recordedEvents, rpc } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { type DevChains, expect, modalFrameOf, test } from '../../fixtures/test.ts'

const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

test('default: Coinbase Wallet connects in its keys popup, signs, sends on anvil, switches chain, restores after a reload and disconnects', async ({
  // The SDK keeps its session in the frame's storage: a profile whose third-party storage works
  // keeps it across the reload (partitioned, or blocked where it lasts for the page: the next
  // test).
  storagePage: page,
  stack,
  chains,
  coinbaseKeys,
}) => {
  test.setTimeout(120_000)
  await connectSignSendSwitchRestore(page, stack, chains, coinbaseKeys.address)
})

async function connectSignSendSwitchRestore(
  page: Page,
  stack: Stack,
  chains: DevChains,
  address: `0x${string}`,
) {
  const modalFrame = modalFrameOf(page)
  // Nothing goes wrong quietly: the SDK's COOP probe (a bare HEAD of the frame page) included.
  // (The browser's own favicon request to the test page's server is not the product's.)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    const { url } = message.location()
    if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
      consoleErrors.push(`${message.text()} ${url}`)
  })
  await openDevChainPage(page, stack, chains)
  await recordEvents(page)
  const connecting = rpc(page, 'eth_requestAccounts')
  await answerIn(await pickCoinbase(page, modalFrame), 'Connect to this site?', 'Approve')
  expect(await connecting).toEqual({ result: [address] })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a69' })

  // personal_sign: approved in a new popup; the signature verifies for the account.
  const signing = rpc(page, 'personal_sign', ['0x68656c6c6f', address])
  await answerIn(await popupShowing(page, 'personal_sign'), 'personal_sign', 'Approve')
  const signature = (await signing).result as `0x${string}`
  expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)

  // eth_sendTransaction: the wallet sends it on the chain the SDK is on; it lands on anvil.
  const sending = rpc(page, 'eth_sendTransaction', [{ from: address, to: RECIPIENT, value: '0x1' }])
  await answerIn(await popupShowing(page, 'eth_sendTransaction'), 'eth_sendTransaction', 'Approve')
  const hash = (await sending).result as `0x${string}`
  const client = chains.one.client
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase() })

  // A chain the popup announced: the SDK switches without a popup and says so.
  expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await expect.poll(() => recordedEvents(page)).toContainEqual(['chainChanged', '0x7a6a'])

  // Reload: the SDK's stored session reconnects without a popup, on the chain it was on.
  await openDevChainPage(page, stack, chains)
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [address] })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })

  await recordEvents(page)
  await page.evaluate(() => window.modal.disconnect())
  await expect.poll(() => recordedEvents(page)).toContainEqual(['accountsChanged', []])
  await openDevChainPage(page, stack, chains)
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [] })
  expect(consoleErrors).toEqual([])
}

test('error: rejected in the popup is 4001 to the host; after a reload (restored where the frame storage is partitioned), a popup closed before it answers fails the request, never leaves it pending', async ({
  devChainPage: page,
  stack,
  chains,
  coinbaseKeys,
  modalFrame,
  storageMode,
}) => {
  const declined = rpc(page, 'eth_requestAccounts')
  await answerIn(await pickCoinbase(page, modalFrame), 'Connect to this site?', 'Reject')
  await expect(
    modalFrame.getByRole('paragraph').filter({ hasText: 'Connection declined' }),
  ).toBeVisible()
  await page.evaluate(() => window.modal.close())
  expect(await declined).toMatchObject({ code: 4001 })

  const connecting = rpc(page, 'eth_requestAccounts')
  await answerIn(await pickCoinbase(page, modalFrame), 'Connect to this site?', 'Approve')
  expect(await connecting).toEqual({ result: [coinbaseKeys.address] })

  await openDevChainPage(page, stack, chains) // reload
  if (storageMode === 'partitioned') {
    // The frame's storage, partitioned per host site, kept the SDK's session: no popup.
    expect(await rpc(page, 'eth_accounts')).toEqual({ result: [coinbaseKeys.address] })
  } else {
    // Blocked, the session lasted for the page: connecting again asks in the popup.
    expect(await rpc(page, 'eth_accounts')).toEqual({ result: [] })
    const again = rpc(page, 'eth_requestAccounts')
    await answerIn(await pickCoinbase(page, modalFrame), 'Connect to this site?', 'Approve')
    expect(await again).toEqual({ result: [coinbaseKeys.address] })
  }

  const rejected = rpc(page, 'personal_sign', ['0x68656c6c6f', coinbaseKeys.address])
  await answerIn(await popupShowing(page, 'personal_sign'), 'personal_sign', 'Reject')
  expect(await rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' })

  const abandoned = rpc(page, 'personal_sign', ['0x68656c6c6f', coinbaseKeys.address])
  const popup = await popupShowing(page, 'personal_sign')
  await popup.close()
  expect(await abandoned).toEqual({
    code: 4001,
    message: 'The Coinbase Wallet window was closed before it answered.',
  })
})
