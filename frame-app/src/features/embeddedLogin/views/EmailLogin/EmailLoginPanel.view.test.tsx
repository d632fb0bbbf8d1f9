import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, onTestFinished, test } from 'vitest'
import { page } from 'vitest/browser'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import type { EmbeddedLoginError, EmbeddedLoginState } from '../../EmbeddedLoginState.ts'
import { EmailLoginPanel } from './EmailLoginPanel.tsx'

/** A login held at `step` with `error`: what the panel reads of it, and nothing that acts. */
function heldLogin(step: 'code' | 'device', error: EmbeddedLoginError | null): EmbeddedLogin {
  const state: EmbeddedLoginState = {
    step,
    email: 'ada@example.test',
    resendAt: 0,
    busy: false,
    error,
    passkey: undefined,
    recoveryCode: undefined,
    newCode: null,
    deviceMethods: { passkey: false, code: true },
    passkeyBusy: false,
    passkeyError: null,
    outdated: false,
  }
  const idle = async () => {}
  return {
    subscribe: () => () => {},
    getState: () => state,
    submitCode: idle,
    resend: idle,
    restart: () => {},
    enterRecoveryCode: idle,
  } as unknown as EmbeddedLogin
}

function renderPanel(login: EmbeddedLogin) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  flushSync(() => root.render(<EmailLoginPanel login={login} onCancel={() => {}} />))
  onTestFinished(() => {
    root.unmount()
    container.remove()
  })
}

describe('EmailLoginPanel', () => {
  test.each<[string, EmbeddedLoginError, RegExp]>([
    ['rateLimited', { kind: 'rateLimited' }, /^Too many codes were asked for from this network/],
    ['unreachable', { kind: 'unreachable' }, /^The server could not be reached/],
    [
      'locked',
      { kind: 'locked', retryAt: Date.now() + 900_000 },
      /^Too many attempts\. Try again at /,
    ],
  ])(
    'error: %s at the code step is said in words and leaves the code field unmarked',
    async (_kind, error, words) => {
      renderPanel(heldLogin('code', error))
      await expect.element(page.getByRole('alert')).toHaveTextContent(words)
      await expect
        .element(page.getByLabelText('Code', { exact: true }))
        .toHaveAttribute('aria-invalid', 'false')
    },
  )

  test.each<EmbeddedLoginError>([{ kind: 'wrongCode', attemptsLeft: 3 }, { kind: 'expired' }])(
    'behavior: %o marks the code field: the code typed is what is wrong',
    async (error) => {
      renderPanel(heldLogin('code', error))
      await expect
        .element(page.getByLabelText('Code', { exact: true }))
        .toHaveAttribute('aria-invalid', 'true')
    },
  )

  test.each<[EmbeddedLoginError, string]>([
    [{ kind: 'rateLimited' }, 'false'],
    [{ kind: 'unreachable' }, 'false'],
    [{ kind: 'recoveryCodeWrong' }, 'true'],
    [{ kind: 'recoveryCodeInvalid' }, 'true'],
  ])(
    'behavior: at the device step %o leaves aria-invalid %s on the recovery code field',
    async (error, invalid) => {
      renderPanel(heldLogin('device', error))
      await expect
        .element(page.getByLabelText('Recovery code', { exact: true }))
        .toHaveAttribute('aria-invalid', invalid)
    },
  )
})
