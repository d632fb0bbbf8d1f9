import { describe, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { expectHidden } from '#test/expectHidden.ts'
import { dismissModal } from './dismissModal.ts'

describe('dismissModal', () => {
  test('default: closes the card and asks the host to hide its dialog', async () => {
    const { app, calls } = await createTestFrameApp()
    app.actions.open()
    dismissModal(app)
    expectHidden({ app, calls })
  })
})
