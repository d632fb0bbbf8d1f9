import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import {
  connectTestWallet,
  createTestFrameApp,
  defaultWalletAnswer,
} from '../../../../test/createTestFrameApp.ts'
import { chooseNetwork } from './chooseNetwork.ts'

describe('chooseNetwork', () => {
  test('behavior: Networks opened by the host closes once the wallet switched', async () => {
    const { app } = await createTestFrameApp()
    await connectTestWallet(app)
    app.actions.open('Networks')
    await chooseNetwork(app, { caipNetworkId: 'eip155:1' })
    expect(app.getSnapshot()).toMatchObject({ open: false, caipNetworkId: 'eip155:1' })
  })

  test('behavior: Networks opened from Account goes back to Account after the switch', async () => {
    const { app } = await createTestFrameApp()
    await connectTestWallet(app)
    app.actions.open()
    app.actions.push('Networks')
    await chooseNetwork(app, { caipNetworkId: 'eip155:1' })
    expect(app.getSnapshot()).toMatchObject({
      open: true,
      view: 'Account',
      caipNetworkId: 'eip155:1',
    })
  })

  test('error: a switch the wallet refuses stays on Networks', async () => {
    const { app } = await createTestFrameApp({
      walletAnswer: (request) => {
        if (request.method === 'wallet_switchEthereumChain') throw new UserRejectedRequestError()
        return defaultWalletAnswer(request)
      },
    })
    await connectTestWallet(app)
    app.actions.open('Networks')
    await expect(chooseNetwork(app, { caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Networks' })
  })
})
