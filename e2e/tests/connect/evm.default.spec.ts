// EVM end to end through modal.provider: connect the dev wallet from the host page, sign,
// send ETH and an ERC-20 transfer that land on anvil, reload, disconnect.
import {
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { devWalletAccountTest as test } from '../../fixtures/accounts/devWalletAccountTest.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import {
  connectDevWallet,
  hostStatus,
  openDevChainPage,
  recordEvents,
  recordedEvents,
  rpc,
} from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What the host hears when the connection ends: no accounts, then disconnect (4900). */
const disconnectEvents = [
  ['accountsChanged', []],
  ['disconnect', 4900],
]

test('default: eth_requestAccounts connects the host wallet; connect and accountsChanged reach the host', async ({
  walletPage,
  modalFrame,
}) => {
  await recordEvents(walletPage)
  expect(await connectDevWallet(walletPage, modalFrame)).toBe(account0)
  expect(await rpc(walletPage, 'eth_accounts')).toEqual({ result: [account0] })
  expect(await rpc(walletPage, 'eth_chainId')).toEqual({ result: '0x7a69' })
  await expect
    .poll(() => recordedEvents(walletPage))
    .toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [account0]],
    ])
  // SPEC §3 details through the host API: the connector and the network as the modal reads it.
  const state = await walletPage.evaluate(() => window.modal.getState())
  expect(state).toMatchObject({
    loading: false,
    connector: {
      name: 'Dev Wallet',
      type: 'ANNOUNCED',
      rdns: 'dev.porthole.devwallet',
      chain: 'eip155',
      chains: ['eip155:31337', 'eip155:31338'],
    },
    caipNetwork: { caipNetworkId: 'eip155:31337', name: 'Anvil' },
    approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338'],
    supportsAllNetworks: true,
  })
  const network = await walletPage.evaluate(() => window.modal.getNetwork())
  expect(network.caipNetwork?.rpcUrls.chainDefault?.http).toEqual(
    network.caipNetwork?.rpcUrls.default.http,
  )
  expect(network).toMatchObject({ supportsAllNetworks: true, chainId: 31337 })
})

test('behavior: the api hears the sdk version the loader reports, which holds SPEC §9 1.7.6', async ({
  walletPage,
  modalFrame,
}) => {
  const versioned = (url: URL) => url.pathname.startsWith('/v1/') && url.searchParams.has('sv')
  const apiCall = walletPage.waitForRequest((request) => versioned(new URL(request.url())))
  await connectDevWallet(walletPage, modalFrame)
  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
  const heard = new URL((await apiCall).url())
  expect(heard.searchParams.get('sv')).toContain('1.7.6')
  expect(heard.searchParams.get('projectId')).toBe('demo')
})

test('behavior: personal_sign and eth_signTypedData_v4 return signatures that verify', async ({
  walletPage,
  modalFrame,
}) => {
  const address = (await connectDevWallet(walletPage, modalFrame)) as Hex
  const signed = await rpc(walletPage, 'personal_sign', ['0x68656c6c6f', address])
  expect(await verifyMessage({ address, message: 'hello', signature: signed.result as Hex })).toBe(
    true,
  )
  const typed = {
    domain: { name: 'Porthole', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail' as const,
    message: { contents: 'hi' },
  }
  const typedData = {
    ...typed,
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      ...typed.types,
    },
  }
  const signature = await rpc(walletPage, 'eth_signTypedData_v4', [
    address,
    JSON.stringify(typedData),
  ])
  expect(await verifyTypedData({ address, ...typed, signature: signature.result as Hex })).toBe(
    true,
  )
  // EIP-5792: the dev wallet reports nothing; the modal adds that its batches are not atomic.
  expect(await rpc(walletPage, 'wallet_getCapabilities', [address])).toEqual({
    result: {
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    },
  })
})

test('behavior: ETH and DUSD transfers sent through modal.provider land on anvil', async ({
  walletPage,
  modalFrame,
  chains,
}) => {
  const from = (await connectDevWallet(walletPage, modalFrame)) as Hex
  const client = chains.one.client
  const to = chains.one.accounts[7]!.address
  const dusd = chains.one.tokens.DUSD
  const ethBefore = await client.getBalance({ address: to })
  const read = (address: Hex) =>
    client.readContract({
      address: dusd.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const dusdBefore = await read(to)

  const sent = await rpc(walletPage, 'eth_sendTransaction', [
    { from, to, value: `0x${parseEther('1.5').toString(16)}` },
  ])
  // anvil answers the hash as soon as the transaction is in its pool and mines it right after:
  // a host waits for the receipt.
  const ethReceipt = await client.waitForTransactionReceipt({ hash: sent.result as Hex })
  // Sent as the host asked: no fee fields, so the wallet chose (EIP-1559 here).
  expect(ethReceipt).toMatchObject({ status: 'success', type: 'eip1559' })
  expect(await client.getBalance({ address: to })).toBe(ethBefore + parseEther('1.5'))

  const amount = 12_345_678n // 12.345678 DUSD (6 decimals)
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const token = await rpc(walletPage, 'eth_sendTransaction', [{ from, to: dusd.address, data }])
  expect(await client.waitForTransactionReceipt({ hash: token.result as Hex })).toMatchObject({
    status: 'success',
  })
  expect(await read(to)).toBe(dusdBefore + amount)

  // Read-only calls are answered by the frame's own chain client.
  const balance = await rpc(walletPage, 'eth_getBalance', [to, 'latest'])
  expect(BigInt(balance.result as string)).toBe(ethBefore + parseEther('1.5'))
})

test('behavior: a reload restores the connection without a prompt; eth_accounts waits for it', async ({
  walletPage,
  stack,
  chains,
  devWalletAccount: _connected,
}) => {
  await openDevChainPage(walletPage, stack, chains) // reload
  // Asked right after ready, while the frame may still be reconnecting: no early [].
  expect(await rpc(walletPage, 'eth_accounts')).toEqual({ result: [account0] })
  expect(await walletPage.evaluate(() => window.modal.getState())).toMatchObject({
    open: false,
    status: 'connected',
    address: account0,
  })
  await expect(walletPage.getByRole('dialog', { name: /Dev Wallet/ })).toHaveCount(0)
})

test('behavior: after a disconnect from the Account view, the host gets disconnect and a reload stays disconnected', async ({
  walletPage,
  modalFrame,
  stack,
  chains,
  devWalletAccount: _connected,
}) => {
  await recordEvents(walletPage)
  await walletPage.evaluate(() => window.modal.open())
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Disconnect' }))
  await expect.poll(() => recordedEvents(walletPage)).toEqual(disconnectEvents)
  // Disconnected from Account: the modal closes (AppKit does).
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await openDevChainPage(walletPage, stack, chains) // reload
  expect(await rpc(walletPage, 'eth_accounts')).toEqual({ result: [] })
  expect(await hostStatus(walletPage)).toBe('disconnected')
})

test('error: a reload after the wallet revoked access ends disconnected', async ({
  walletPage,
  stack,
  chains,
  devWalletAccount: _connected,
}) => {
  // The wallet forgets the site behind the frame's back (as an extension's settings page would).
  await walletPage.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) =>
      k.startsWith('porthole-dev-wallet'),
    )) {
      const saved = JSON.parse(localStorage.getItem(key)!)
      localStorage.setItem(key, JSON.stringify({ ...saved, connected: false }))
    }
  })
  await openDevChainPage(walletPage, stack, chains) // reload
  expect(await rpc(walletPage, 'eth_accounts')).toEqual({ result: [] })
  expect(await hostStatus(walletPage)).toBe('disconnected')
})

test('behavior: a wallet that reports accountsChanged([]) disconnects the host', async ({
  walletPage,
  devWalletAccount: _connected,
}) => {
  await recordEvents(walletPage)
  await walletPage.evaluate(() =>
    window.devWallet.provider.request({ method: 'wallet_revokePermissions', params: [{}] }),
  )
  await expect.poll(() => recordedEvents(walletPage)).toEqual(disconnectEvents)
})
