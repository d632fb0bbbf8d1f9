import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { createSmartAccountDeployment } from './createSmartAccountDeployment.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const delegated = `0xef0100${SIMPLE_7702_ACCOUNT.slice(2)}`

/** A chain whose code for `address` is `code` (changed by the test), counting the reads. */
function chain(initial: string) {
  const state = { code: initial, reads: 0 }
  const readCode = vi.fn(async () => {
    state.reads++
    return state.code
  })
  return { state, readCode }
}

describe('createSmartAccountDeployment', () => {
  test('default: unknown before the chain answers; an account without the delegation is not deployed', async () => {
    const { readCode } = chain('0x')
    const deployment = createSmartAccountDeployment(readCode)
    expect(deployment.deployed(address, 'eip155:1')).toBeUndefined()
    deployment.check(address, 'eip155:1')
    await vi.waitFor(() => expect(deployment.deployed(address, 'eip155:1')).toBe(false))
    expect(readCode).toHaveBeenCalledWith(address, 'eip155:1')
  })

  test('behavior: the first batched send delegates the account: the next check sees it deployed, then reads no more', async () => {
    const { state, readCode } = chain('0x')
    const deployment = createSmartAccountDeployment(readCode)
    const heard = vi.fn()
    deployment.subscribe(heard)
    deployment.check(address, 'eip155:1')
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1))
    state.code = delegated
    deployment.check(address.toLowerCase(), 'eip155:1')
    await vi.waitFor(() => expect(deployment.deployed(address, 'eip155:1')).toBe(true))
    expect(heard).toHaveBeenCalledTimes(2)
    deployment.check(address, 'eip155:1')
    expect(state.reads).toBe(2)
    // Per network: another chain is read on its own.
    expect(deployment.deployed(address, 'eip155:10')).toBeUndefined()
  })

  test('behavior: one read at a time; a delegation elsewhere is not this smart account', async () => {
    const { readCode } = chain(`0xef0100${'12'.repeat(20)}`)
    const deployment = createSmartAccountDeployment(readCode)
    deployment.check(address, 'eip155:1')
    deployment.check(address, 'eip155:1')
    expect(readCode).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(deployment.deployed(address, 'eip155:1')).toBe(false))
  })

  test('error: a chain that does not answer leaves the reading unknown and may be asked again', async () => {
    const readCode = vi.fn(async () => {
      throw new Error('down')
    })
    const deployment = createSmartAccountDeployment(readCode)
    deployment.check(address, 'eip155:1')
    await vi.waitFor(() => expect(readCode).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    deployment.check(address, 'eip155:1')
    expect(readCode).toHaveBeenCalledTimes(2)
    expect(deployment.deployed(address, 'eip155:1')).toBeUndefined()
  })
})
