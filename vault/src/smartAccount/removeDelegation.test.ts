import { parseTransaction, zeroAddress } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { signRpcRequest } from '../signing/signRpcRequest.ts'
import { removeDelegation } from './removeDelegation.ts'
import { testContext } from './testContext.ts'

const fees = { gas: '0xea60', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1' }

describe('removeDelegation', () => {
  test('default: signs one type-4 transaction to the account itself, no data, carrying an authorization to the zero address for nonce + 1', async () => {
    const { context, accounts } = testContext()
    const { transaction } = await removeDelegation(context)({ chainId: 31337, nonce: 7, ...fees })
    const parsed = parseTransaction(transaction as `0x${string}`)
    expect(parsed).toMatchObject({
      type: 'eip7702',
      chainId: 31337,
      nonce: 7,
      to: accounts.evm.address.toLowerCase(),
      gas: 60_000n,
    })
    expect(parsed.data ?? '0x').toBe('0x')
    expect(parsed.value ?? 0n).toBe(0n)
    const [authorization] = parsed.authorizationList ?? []
    expect(authorization).toMatchObject({ address: zeroAddress, chainId: 31337, nonce: 8 })
    expect(await recoverAuthorizationAddress({ authorization: authorization! })).toBe(
      accounts.evm.address,
    )
  })

  test('error: eth_signTransaction still refuses an authorization to the zero address', async () => {
    const { context, accounts } = testContext()
    const { transaction } = await removeDelegation(context)({ chainId: 31337, nonce: 0, ...fees })
    const [signed] = parseTransaction(transaction as `0x${string}`).authorizationList ?? []
    const { address, chainId, nonce, r, s, yParity } = signed!
    const request = {
      method: 'eth_signTransaction',
      params: [
        {
          from: accounts.evm.address,
          to: accounts.evm.address,
          chainId: '0x7a69',
          nonce: '0x0',
          ...fees,
          authorizationList: [{ address, chainId, nonce, r, s, yParity: yParity ?? 0 }],
        },
      ],
    }
    await expect(signRpcRequest(accounts, request)).rejects.toMatchObject({
      code: -32602,
      message: 'Unknown delegation target.',
    })
  })
})
