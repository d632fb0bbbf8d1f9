import { ErrorCode } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import {
  connectTestWallet,
  createTestFrameApp,
  testAddress,
} from '../../../test/createTestFrameApp.ts'
import { requestWithApproval } from './requestWithApproval.ts'

async function setup() {
  const { app } = await createTestFrameApp()
  await connectTestWallet(app)
  app.actions.close()
  app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
  const forwarded: string[] = []
  const params = {
    approve: app.approvals.approve,
    context: { account: testAddress, caipNetworkId: 'eip155:137' as const },
    forward: async (request: { method: string }) => {
      forwarded.push(request.method)
      return `answer to ${request.method}`
    },
  }
  return { app, forwarded, params }
}

describe('requestWithApproval', () => {
  test('default: a safe method is answered without asking', async () => {
    const { app, forwarded, params } = await setup()
    await expect(requestWithApproval({ method: 'eth_getBalance' }, params)).resolves.toBe(
      'answer to eth_getBalance',
    )
    expect(forwarded).toEqual(['eth_getBalance'])
    expect(app.getSnapshot().open).toBe(false)
  })

  test('behavior: a signing method is forwarded only once the user approves', async () => {
    const { app, forwarded, params } = await setup()
    const pending = requestWithApproval(
      { method: 'personal_sign', params: ['0x68', testAddress] },
      params,
    )
    await Promise.resolve()
    expect(app.getSnapshot().view).toBe('ApproveTransaction')
    expect(forwarded).toEqual([])
    app.approvals.approveShown(app.approvals.actor.getSnapshot().context.queue[0]?.id ?? '')
    await expect(pending).resolves.toBe('answer to personal_sign')
    expect(forwarded).toEqual(['personal_sign'])
  })

  test('error: rejected in ApproveTransaction, nothing is forwarded and the host gets 4001', async () => {
    const { app, forwarded, params } = await setup()
    const pending = requestWithApproval({ method: 'eth_sendTransaction', params: [{}] }, params)
    app.approvals.reject(app.approvals.actor.getSnapshot().context.queue[0]?.id ?? '')
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.userRejected })
    expect(forwarded).toEqual([])
  })

  test('error: a method in neither list is refused with 5103 and shows nothing', async () => {
    const { app, forwarded, params } = await setup()
    await expect(requestWithApproval({ method: 'eth_sign' }, params)).rejects.toMatchObject({
      code: ErrorCode.rpcNotAllowed,
      message: 'Requested RPC call is not allowed',
    })
    expect(forwarded).toEqual([])
    expect(app.getSnapshot().open).toBe(false)
  })
})
