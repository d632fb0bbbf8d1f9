import { expect, test } from 'vitest'
import { createRecoveryCode, parseRecoveryCode } from './recoveryCode.ts'
import { openWithCode, sealWithCode } from './sealWithCode.ts'

test('the code that sealed the share opens it, as typed; another code is RecoveryCodeWrongError', async () => {
  const { code, secret } = createRecoveryCode()
  const sealed = await sealWithCode(secret, 'c2hhcmU=')
  expect(sealed).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/)
  expect(sealed).not.toContain('c2hhcmU')
  await expect(openWithCode(parseRecoveryCode(code.toLowerCase()), sealed)).resolves.toBe(
    'c2hhcmU=',
  )
  await expect(openWithCode(createRecoveryCode().secret, sealed)).rejects.toMatchObject({
    kind: 'RecoveryCodeWrongError',
  })
})
