// @vitest-environment happy-dom
import type { Modal, PayRequest } from '@porthole/host-sdk'
import { createConfig, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { PortholeConnectorNotFoundError, pay } from './pay.ts'
import { porthole } from './porthole.ts'

const order: PayRequest = {
  orderId: 'order-42',
  recipient: `0x${'12'.repeat(20)}`,
  amount: '1.25',
  asset: `eip155:1/erc20:0x${'34'.repeat(20)}`,
}
const result = {
  orderId: 'order-42',
  txHash: `0x${'ab'.repeat(32)}`,
  chainId: 'eip155:1',
  asset: order.asset,
  amount: '1.25',
  payer: `0x${'56'.repeat(20)}`,
}

const configWith = (connectors: ReturnType<typeof porthole>[]) =>
  createConfig({
    chains: [mainnet],
    connectors,
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
    ssr: true,
    storage: null,
  })

test('pay(config, order) goes to the modal the porthole connector shares, and answers its result', async () => {
  const asked: PayRequest[] = []
  const modal = {
    pay: async (request: PayRequest) => {
      asked.push(request)
      return result
    },
  } as unknown as Modal
  await expect(pay(configWith([porthole({ modal })]), order)).resolves.toEqual(result)
  expect(asked).toEqual([order])
})

test("pay's refusal reaches the caller as the modal's error (4001 stays 4001)", async () => {
  const declined = Object.assign(new Error('The payment was declined in the wallet.'), {
    code: 4001,
  })
  const modal = { pay: () => Promise.reject(declined) } as unknown as Modal
  await expect(pay(configWith([porthole({ modal })]), order)).rejects.toBe(declined)
})

test('pay with a config that has no porthole connector rejects with PortholeConnectorNotFoundError', async () => {
  await expect(pay(configWith([]), order)).rejects.toThrow(PortholeConnectorNotFoundError)
})
