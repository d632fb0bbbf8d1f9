import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { initSmartAccount } from './initSmartAccount.ts'
import { testContext } from './testContext.ts'

describe('initSmartAccount', () => {
  test('default: signs an EIP-7702 authorization to Simple7702Account with the account key', async () => {
    const { context, accounts } = testContext()
    const result = await initSmartAccount(context)({ chainId: 31337, nonce: 4 })
    expect(result.address).toBe(accounts.evm.address)
    expect(result.authorization).toMatchObject({
      address: SIMPLE_7702_ACCOUNT,
      chainId: 31337,
      nonce: 4,
    })
    const signer = await recoverAuthorizationAddress({
      authorization: {
        ...result.authorization,
        address: result.authorization.address as `0x${string}`,
        r: result.authorization.r as `0x${string}`,
        s: result.authorization.s as `0x${string}`,
      },
    })
    expect(signer).toBe(accounts.evm.address)
  })

  test('error: a network not in the enabled list is refused with 4200', async () => {
    const { context } = testContext()
    await expect(initSmartAccount(context)({ chainId: 31338, nonce: 0 })).rejects.toMatchObject({
      code: 4200,
      kind: 'SmartAccountNotEnabledError',
    })
  })
})
