import { expect } from 'vitest'
import type { FrameApp } from '../src/core/FrameApp.ts'

/** The card is closed and the host was asked to hide its dialog (HIDE among `calls`). */
export function expectHidden({ app, calls }: { app: FrameApp; calls: readonly string[] }) {
  expect(app.getSnapshot().open).toBe(false)
  expect(calls).toContain('HIDE')
}
