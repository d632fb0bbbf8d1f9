import { type RpcRequest, UserRejectedRequestError } from '@porthole/shared-protocol'
import { waitFor } from 'xstate'
import { createTestDataApi, type TestDataApiOptions } from './createTestDataApi.ts'
import { connectTestWallet, createTestFrameApp, testDapp } from './createTestFrameApp.ts'

export const testSignature = `0x${'ab'.repeat(65)}`

export type SignInTestOptions = TestDataApiOptions & {
  /** Whether declining sign-in disconnects (the host's `siwx.required`). */
  required: boolean
  /** The wallet refuses to sign (4001). */
  decline?: boolean
}

/**
 * A frame with sign-in configured (eip155), the in-memory Data API and a host origin, and
 * `testWallet` connected from Connect: the modal shows ConnectingSiwe.
 * @example const { app, data } = await createSignInTestFrameApp({ required: true })
 */
export async function createSignInTestFrameApp(options: SignInTestOptions) {
  const data = createTestDataApi(options)
  const walletAnswer = (request: RpcRequest, answer: (request: RpcRequest) => unknown) => {
    if (request.method !== 'personal_sign') return answer(request)
    if (options.decline) throw new UserRejectedRequestError()
    return testSignature
  }
  const frame = await createTestFrameApp({
    api: data.api,
    walletAnswer,
    dapp: { ...testDapp, siwx: { namespaces: ['eip155'], required: options.required } },
  })
  frame.app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://host.example' })
  await connectTestWallet(frame.app)
  await waitFor(frame.app.viewStack, () => frame.app.getSnapshot().view === 'ConnectingSiwe')
  return { ...frame, data }
}
