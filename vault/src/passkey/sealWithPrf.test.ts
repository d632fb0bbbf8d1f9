import { expect, test } from 'vitest'
import { openWithPrf, sealWithPrf } from './sealWithPrf.ts'

test('the PRF output that sealed the share opens it; another output fails with a typed error', async () => {
  const output = crypto.getRandomValues(new Uint8Array(32))
  const sealed = await sealWithPrf(output, 'c2hhcmU=')
  expect(sealed).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/)
  expect(sealed).not.toContain('c2hhcmU')
  await expect(openWithPrf(output, sealed)).resolves.toBe('c2hhcmU=')
  await expect(openWithPrf(new Uint8Array(32), sealed)).rejects.toMatchObject({
    kind: 'RecoveryOpenError',
  })
})
