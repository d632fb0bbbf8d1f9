import { describe, expect, test } from 'vitest'
import { getSmartAccountEnabledNetworks } from './getSmartAccountEnabledNetworks.ts'
import { setPreferredAccount } from './setPreferredAccount.ts'
import { testContext } from './testContext.ts'

describe('setPreferredAccount', () => {
  test('default: the type is stored for the current chain only, with the same address', async () => {
    const { context, accounts, chain, session } = testContext()
    const stored = (id: string) =>
      context.storage.getPreferredAccountType(session.projectId, session.email, id)
    expect(await stored('eip155:31337')).toBe('eoa')
    await expect(setPreferredAccount(context)({ type: 'smartAccount' })).resolves.toEqual({
      type: 'smartAccount',
      address: accounts.evm.address,
    })
    expect(await stored('eip155:31337')).toBe('smartAccount')
    expect(await stored('eip155:31338')).toBe('eoa')
    chain.id = 31338
    await setPreferredAccount(context)({ type: 'eoa' })
    expect(await stored('eip155:31337')).toBe('smartAccount')
  })

  test('error: smartAccount on a network not enabled is 4200; eoa is always allowed', async () => {
    const { context } = testContext({ id: 31338 })
    await expect(setPreferredAccount(context)({ type: 'smartAccount' })).rejects.toMatchObject({
      code: 4200,
      kind: 'SmartAccountNotEnabledError',
    })
    await expect(setPreferredAccount(context)({ type: 'eoa' })).resolves.toMatchObject({
      type: 'eoa',
    })
  })

  test('default: the enabled networks are the configured ones', async () => {
    const { context } = testContext()
    expect(await getSmartAccountEnabledNetworks(context)()).toEqual({
      smartAccountEnabledNetworks: ['eip155:31337'],
    })
  })
})
