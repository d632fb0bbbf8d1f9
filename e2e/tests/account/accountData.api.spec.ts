import type { Hex } from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { sendDusdFromHost } from '../../fixtures/page/onChain/sendDusdFromHost.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const test = dataTest

type Item = { id: string; transfers: { direction: string; quantity: { numeric: string } }[] }

test('behavior: a DUSD transfer sent from the host shows in the api history, and goes away after an anvil revert', async ({
  walletPage,
  modalFrame,
  stack,
  chains,
}) => {
  const api = (path: string) =>
    fetch(
      `${stack.apiUrl}${path}${path.includes('?') ? '&' : '?'}projectId=demo&chainId=eip155:31337`,
    ).then((res) => res.json())
  const from = (await connectDevWallet(walletPage, modalFrame)) as Hex
  const { balances } = await api(`/v1/account/${from}/balance`)
  const usd = Object.fromEntries(
    balances.map((b: { symbol: string; price: number }) => [b.symbol, b.price]),
  )
  expect(usd).toEqual({ ETH: 3000, PDT: 0.5, DUSD: 1 })
  const { data: nfts } = await api(`/v1/account/${from}/nfts`)
  expect(nfts.map((n: { name: string }) => n.name).sort()).toEqual(['Porthole #1', 'Porthole #2'])

  const snapshot = await snapshotChain(chains.one.rpcUrl)
  const to = chains.one.accounts[7]!.address
  const sent = await sendDusdFromHost(walletPage, chains.one, { from, to, units: 12_345_678n })
  const hash = sent.result as Hex
  const newest = async () => ((await api(`/v1/account/${from}/history`)).data as Item[])[0]
  // The api's indexer looks for new blocks every 500 ms.
  await expect.poll(async () => (await newest())?.id, { timeout: 5000 }).toBe(hash)
  expect((await newest())?.transfers).toEqual([
    expect.objectContaining({ direction: 'out', quantity: { numeric: '12.345678' } }),
  ])
  const { data: received } = await api(`/v1/account/${to}/history`)
  expect(received[0]).toMatchObject({ id: hash, transfers: [{ direction: 'in' }] })

  await snapshot.revert()
  await expect.poll(async () => (await newest())?.id, { timeout: 5000 }).not.toBe(hash)
})
