// SPEC §8 "iframe request timeout" (SPEC §9: a vault request unanswered for 30 s): the vault
// loaded and said READY, then froze. The frame gives up on the request after 30 s, says so, and
// the host's awaited promise settles with an error instead of waiting for ever. The browser's
// clock (Playwright's, installed in every frame of the context: host, frame and vault) jumps
// the 30 s, so no test waits them out.
import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import {
  approveShown,
  loginFreshOnDevChain,
  saveRecoveryCode,
  startFreshEmailLogin,
  vaultFrame,
} from '../../fixtures/emailLogin.ts'
import { rpc, waitForConnected } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    /** The request type the vault's page swallows (`freezableVault`), null once it answers again. */
    silencedRequest?: string | null
    /** How many requests it swallowed. */
    swallowedRequests?: number
  }
}

const TIMEOUT_ALERT = 'The secure wallet did not answer in time. Try again.'
const TIMEOUT_ERROR = 'The secure wallet frame did not answer in time. Try again.'

/**
 * Before the page loads: the vault's page gets a listener that runs before the vault's own
 * and, once `silence(call)` names a request, swallows those requests as a frozen vault would;
 * `swallowed()` counts them, `answerAgain()` lets the next ones through.
 */
async function freezableVault(page: Page, stack: Stack) {
  await page.context().addInitScript((origin) => {
    if (window.location.origin !== origin) return
    window.silencedRequest = null
    window.swallowedRequests = 0
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: unknown } | null)?.type !== window.silencedRequest) return
      event.stopImmediatePropagation()
      window.swallowedRequests = (window.swallowedRequests ?? 0) + 1
    })
  }, new URL(stack.vaultUrl).origin)
  const inVault = <T>(run: (type: string | null) => T, type: string | null = null) =>
    vaultFrame(page, stack).evaluate(run, type)
  return {
    silence: (call: string) =>
      inVault((type) => {
        window.silencedRequest = type
      }, `${call}_REQUEST`),
    swallowed: () => inVault(() => window.swallowedRequests ?? 0),
    answerAgain: () =>
      inVault(() => {
        window.silencedRequest = null
      }),
  }
}

/** `test` with the clock installed and a vault that can freeze (`freezableVault`), both before the page loads. */
const timeoutTest = test.extend<{ vault: Awaited<ReturnType<typeof freezableVault>> }>({
  vault: async ({ page, stack }, use) => {
    await page.clock.install()
    await use(await freezableVault(page, stack))
  },
})
timeoutTest.describe.configure({ timeout: 90_000 })

timeoutTest(
  'error: the vault does not answer the code for 30 s: the "did not answer in time" alert, and "Try again" logs in once it answers',
  async ({ page, stack, chains, modalFrame, vault }) => {
    const { email, code } = await startFreshEmailLogin({ page, modalFrame, stack, chains })
    await vault.silence('CONNECT_OTP')
    await modalFrame.getByLabel('Code').fill(code)
    await expect.poll(vault.swallowed).toBe(1)
    await expect(modalFrame.getByText('Checking…')).toBeVisible()

    await page.clock.fastForward(30_000)
    await expect(modalFrame.getByRole('alert').filter({ hasText: TIMEOUT_ALERT })).toBeVisible()
    expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')

    // The vault never saw the code, so the same code logs in once it answers again.
    await vault.answerAgain()
    await modalFrame.getByRole('button', { name: 'Try again' }).click()
    await saveRecoveryCode(modalFrame)
    await waitForConnected(page)
    expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 1, liveSessions: 1 })
  },
)

timeoutTest(
  'error: the vault does not answer a signature for 30 s: the host’s personal_sign rejects with the timeout, and the next one signs',
  async ({ page, stack, chains, modalFrame, vault }) => {
    const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
    await vault.silence('RPC_REQUEST')
    const sign = (message: string) =>
      rpc(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])

    const unanswered = sign('Never signed')
    await approveShown(modalFrame)
    await expect.poll(vault.swallowed).toBe(1)
    await page.clock.fastForward(30_000)
    expect(await unanswered).toMatchObject({ message: TIMEOUT_ERROR })

    await vault.answerAgain()
    const message = 'Signed once the vault answers'
    const signing = sign(message)
    await approveShown(modalFrame)
    const signed = await signing
    expect(await verifyMessage({ address, message, signature: signed.result as Hex })).toBe(true)
  },
)
