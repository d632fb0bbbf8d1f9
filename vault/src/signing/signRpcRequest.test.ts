import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { parseTransaction, recoverTransactionAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { initSmartAccount } from '../smartAccount/initSmartAccount.ts'
import { testContext } from '../smartAccount/testContext.ts'
import { signRpcRequest } from './signRpcRequest.ts'

const tx = (from: string) => ({
  from,
  to: from,
  chainId: '0x7a69',
  nonce: '0x3',
  gas: '0x30000',
  data: '0x34fcd5be',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x1',
})

describe('signRpcRequest eth_signTransaction with an authorization', () => {
  test('default: signs a type-4 transaction that carries the authorization', async () => {
    const { context, accounts } = testContext()
    const { authorization } = await initSmartAccount(context)({ chainId: 31337, nonce: 4 })
    const address = accounts.evm.address
    const signed = (await signRpcRequest(accounts, {
      method: 'eth_signTransaction',
      params: [{ ...tx(address), authorizationList: [authorization] }],
    })) as `0x${string}`
    const parsed = parseTransaction(signed)
    expect(parsed.type).toBe('eip7702')
    expect(parsed.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(parsed.authorizationList?.[0]?.address.toLowerCase()).toBe(
      SIMPLE_7702_ACCOUNT.toLowerCase(),
    )
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(
      address,
    )
  })

  test('error: an authorization to another contract is refused (-32602)', async () => {
    const { context, accounts } = testContext()
    const { authorization } = await initSmartAccount(context)({ chainId: 31337, nonce: 4 })
    const other = { ...authorization, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
    await expect(
      signRpcRequest(accounts, {
        method: 'eth_signTransaction',
        params: [{ ...tx(accounts.evm.address), authorizationList: [other] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
