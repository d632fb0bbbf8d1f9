// SECURITY.md #3 and #18: after the handshake nothing posted to the frame's or the host's
// window is acted on: penpal 6's `{ penpal: ... }` wire format from a host-page script, and
// over 10,000 generated messages in every shape penpal 6 and 7 accept, from host scripts and
// from foreign frames. Afterwards the modal still connects.
import type { Frame, FrameLocator, Page } from '@playwright/test'
import { PROTOCOL_VERSION } from '@porthole/shared-protocol'
import { type FuzzTarget, postFuzzedMessages } from '../../fixtures/page/postFuzzedMessages.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    caught: string[]
    seenEvents: unknown[]
    fromFrame: unknown[]
  }
}

const modalWindow = (page: Page, frameUrl: string): Frame =>
  page.frames().find((frame) => frame.url().startsWith(`${frameUrl}/?projectId=`))!

/**
 * Records from now on uncaught errors in the page and the modal's window, and on the host:
 * provider events and what the frame posts. The modal's window, and what the host observes now.
 */
const watch = async (page: Page, frameUrl: string) => {
  const frame = modalWindow(page, frameUrl)
  for (const target of [page, frame]) {
    await target.evaluate(() => {
      window.caught = []
      window.addEventListener('error', (event) => window.caught.push(String(event.message)))
      window.addEventListener('unhandledrejection', (event) =>
        window.caught.push(String(event.reason)),
      )
    })
  }
  await page.evaluate(() => {
    window.seenEvents = []
    window.fromFrame = []
    for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
      window.modal.provider.on(name, (data: unknown) => window.seenEvents.push([name, data]))
    const iframe = document.querySelector('iframe')!
    window.addEventListener('message', (event) => {
      if (event.source === iframe.contentWindow) window.fromFrame.push(event.data)
    })
  })
  return { frame, before: await observe(page) }
}

/** What a host developer can observe of the modal. */
const observe = (page: Page) =>
  page.evaluate(() => ({
    state: window.modal.getState(),
    dialogOpen: document.querySelector('dialog')?.open,
    events: window.seenEvents,
    fromFrame: window.fromFrame,
    caught: window.caught,
  }))

/** The bridge still answers (a dead one would leave the call pending: 5 s, not 60). */
const bridgeAnswers = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      window.modal.provider.request({ method: 'eth_chainId' }),
      new Promise((resolve) => setTimeout(resolve, 5000, 'no answer')),
    ]),
  )

async function connects(page: Page, modalFrame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  const account = await connectDevWallet(page, modalFrame)
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
}

test('error: penpal 6 messages from a host-page script neither kill nor take over the bridge', async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  const { before } = await watch(walletPage, stack.frameUrl)
  const forged = await walletPage.evaluate(
    ({ origin, v }) => {
      const target = document.querySelector('iframe')!.contentWindow!
      const replies: unknown[] = []
      const envelope = { v, id: crypto.randomUUID(), name: 'OPEN', payload: {} }
      window.addEventListener('message', (event) => {
        if (event.source === target && typeof event.data === 'object' && 'penpal' in event.data)
          replies.push(event.data)
      })
      for (const message of [
        { penpal: 'syn' },
        { penpal: 'ack' },
        { penpal: 'call', id: 1, methodName: 'call', args: [envelope] },
        { penpal: 'reply', id: 1, resolution: 'fulfilled', returnValue: null },
        { penpal: 'whatever' },
      ])
        target.postMessage(message, origin)
      return new Promise((resolve) => setTimeout(resolve, 500, replies))
    },
    { origin: stack.frameUrl, v: PROTOCOL_VERSION },
  )
  // Taken over, the frame would answer the forger's syn with a synAck and run its OPEN.
  expect(forged).toEqual([])
  expect(await bridgeAnswers(walletPage)).toBe('0x7a69')
  expect(await observe(walletPage)).toEqual(before)
  await connects(walletPage, modalFrame)
})

test('behavior: 10,000 fuzzed messages from host scripts and foreign frames are never acted on', async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  const { frame, before } = await watch(walletPage, stack.frameUrl)
  const started = Date.now()
  const fuzz = (seed: number, targets: FuzzTarget[]) => ({
    envelopeVersion: PROTOCOL_VERSION,
    count: 2500,
    seed,
    targets,
  })
  // A host-page script, to the modal frame and to its own window.
  const fromHost = await walletPage.evaluate(postFuzzedMessages, fuzz(1, ['childFrame', 'self']))
  // A foreign origin's frame inside the host page, to the host and to the modal frame.
  const foreign = await walletPage.evaluate((src) => {
    const iframe = document.createElement('iframe')
    iframe.src = src
    document.body.append(iframe)
    return new Promise((resolve) => iframe.addEventListener('load', resolve))
  }, `${stack.foreignUrl}/foreign.html`)
  expect(foreign).toBeDefined()
  const foreignFrame = walletPage.frames().find((f) => f.url().startsWith(stack.foreignUrl))!
  const fromForeign = await foreignFrame.evaluate(
    postFuzzedMessages,
    fuzz(2, ['parent', 'parentFrame']),
  )
  // A second window on the frame's own origin: right origin, wrong window.
  const sameOrigin = await walletPage.evaluate((src) => {
    const iframe = document.createElement('iframe')
    iframe.src = src
    document.body.append(iframe)
    return new Promise((resolve) => iframe.addEventListener('load', resolve))
  }, `${stack.frameUrl}/missing`)
  expect(sameOrigin).toBeDefined()
  const sibling = walletPage.frames().find((f) => f.url() === `${stack.frameUrl}/missing`)!
  const fromSibling = await sibling.evaluate(postFuzzedMessages, fuzz(3, ['parent', 'parentFrame']))
  // The modal frame's own window, posting to itself (a script there would already own it,
  // but a stray message must not confuse its penpal either).
  const fromFrameSelf = await frame.evaluate(postFuzzedMessages, fuzz(4, ['self']))
  const outcomes = [fromHost, fromForeign, fromSibling, fromFrameSelf]
  const sent = outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)
  expect(sent).toBeGreaterThanOrEqual(10_000)
  expect(Date.now() - started).toBeLessThan(15_000)
  for (const outcome of outcomes) expect(outcome.replies).toEqual([])
  expect(await observe(walletPage)).toEqual(before)
  expect(await frame.evaluate(() => window.caught)).toEqual([])
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  expect(await bridgeAnswers(walletPage)).toBe('0x7a69')
  await connects(walletPage, modalFrame)
})
