import { type AnvilProcess, type DevChain, deployErc20, spawnAnvil } from '@porthole/e2e/devChain'
import type { Network } from '@porthole/shared-protocol'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { createEvmChainClient } from '../../../chains/evm/createEvmChainClient.ts'
import { readTokenInfo } from './readTokenInfo.ts'

// Anvil's first dev account (the public test mnemonic).
const deployer = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
} as const

describe('readTokenInfo (on anvil)', () => {
  let anvil: AnvilProcess
  let token: string
  let client: ReturnType<typeof createEvmChainClient>
  beforeAll(async () => {
    anvil = await spawnAnvil({ chainId: 31337 })
    const chain = {
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      accounts: [deployer],
    } as unknown as DevChain
    token = await deployErc20(chain, { symbol: 'DUSD', decimals: 6, holders: [deployer.address] })
    const network: Network = evmNetwork(31337, { name: 'Anvil', rpcUrls: rpcAt(anvil.rpcUrl) })
    client = createEvmChainClient(network)
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  test('default: a deployed ERC-20 answers its symbol, decimals and total supply', async () => {
    const info = await readTokenInfo(client, token)
    expect(info).toMatchObject({ symbol: 'DUSD', decimals: 6 })
    expect(info?.totalSupply).toBeGreaterThan(0n)
  })

  test('error: an address without a token contract is not a known token', async () => {
    expect(await readTokenInfo(client, deployer.address)).toBeNull()
  })
})
