import type { Network, RpcRequest } from '@porthole/shared-protocol'
import {
  InternalRpcError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { switchEvmChain } from './switchEvmChain.ts'

const network: Network = evmNetwork(31338, {
  name: 'Anvil Two',
  rpcUrls: rpcAt('http://127.0.0.1:8546'),
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
})

function wallet(answer: (request: RpcRequest) => unknown) {
  const seen: RpcRequest[] = []
  const request = async (req: RpcRequest) => {
    seen.push(req)
    return answer(req)
  }
  return { request, seen }
}

describe('switchEvmChain', () => {
  test('default: asks wallet_switchEthereumChain with the hex chain id', async () => {
    const { request, seen } = wallet(() => null)
    await switchEvmChain(request, network, 'Dev Wallet')
    expect(seen).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
  })

  test('behavior: on 4902 adds the chain from the network config, then checks eth_chainId', async () => {
    let added = false
    const { request, seen } = wallet((req) => {
      if (req.method === 'wallet_switchEthereumChain') throw new UnrecognizedChainError()
      if (req.method === 'wallet_addEthereumChain') added = true
      return added ? '0x7a6a' : '0x7a69'
    })
    await switchEvmChain(request, network, 'Dev Wallet')
    expect(seen[1]).toEqual({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Anvil Two',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['http://127.0.0.1:8546'],
          blockExplorerUrls: ['https://scan.example'],
        },
      ],
    })
    expect(seen[2]).toEqual({ method: 'eth_chainId' })
  })

  test('error: added but still on another chain → "User rejected switch after adding network."', async () => {
    const { request } = wallet((req) => {
      if (req.method === 'wallet_switchEthereumChain')
        throw { code: -32603, message: 'x', data: { originalError: { code: 4902 } } }
      return req.method === 'eth_chainId' ? '0x7a69' : null
    })
    await expect(switchEvmChain(request, network, 'W')).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected switch after adding network.',
    })
  })

  test('error: a failing add gives the same 4001 error', async () => {
    const { request } = wallet((req) => {
      if (req.method === 'wallet_switchEthereumChain') throw new UnrecognizedChainError()
      throw new UserRejectedRequestError()
    })
    await expect(switchEvmChain(request, network, 'W')).rejects.toMatchObject({
      message: 'User rejected switch after adding network.',
    })
  })

  test.each([
    [new UnsupportedProviderMethodError('nope')],
    [new InternalRpcError('This wallet does not support programmatic chain switching')],
  ])('error: a wallet that cannot switch (%s) → 4200 with the SPEC message', async (failure) => {
    const { request } = wallet(() => {
      throw failure
    })
    await expect(switchEvmChain(request, network, 'Dev Wallet')).rejects.toMatchObject({
      code: 4200,
      message: 'Dev Wallet does not support programmatic chain switching.',
    })
  })

  test('error: a user rejection message is rethrown as 4001', async () => {
    const { request } = wallet(() => {
      throw new InternalRpcError('User rejected the request.')
    })
    await expect(switchEvmChain(request, network, 'W')).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
