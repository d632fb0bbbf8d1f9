// SECURITY.md #3: forged and malformed postMessages, from the host page, from a foreign origin
// and from a window on the frame's own origin, change nothing, crash nothing, and the modal
// keeps working.
import type { Frame, FrameLocator, Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    caught: string[]
  }
}

/** Uncaught errors and unhandled rejections inside a page or frame, read back later. */
const watchErrors = (target: Page | Frame) =>
  target.evaluate(() => {
    window.caught = []
    window.addEventListener('error', (event) => window.caught.push(String(event.message)))
    window.addEventListener('unhandledrejection', (event) =>
      window.caught.push(String(event.reason)),
    )
  })
const caught = (target: Page | Frame) => target.evaluate(() => window.caught)

/** What a host developer can observe of the modal. */
const observe = (page: Page) =>
  page.evaluate(() => ({
    state: window.modal.getState(),
    dialogOpen: document.querySelector('dialog')?.open,
  }))

const modalWindow = (page: Page, frameUrl: string) =>
  page.frames().find((frame) => frame.url().startsWith(`${frameUrl}/?projectId=`))!

/** The modal still opens, answers and closes. */
async function stillWorks(page: Page, modalFrame: FrameLocator) {
  // A dead bridge would leave these pending: give them 5 s, not the test's 60.
  const answer = await page.evaluate(() =>
    Promise.race([
      window.modal.open().then(() => window.modal.provider.request({ method: 'eth_chainId' })),
      new Promise((resolve) => setTimeout(resolve, 5000, 'no answer')),
    ]),
  )
  expect(answer).toBe('0x7a69')
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await modalFrame.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
}

/** Garbage and penpal look-alikes: what a confused or hostile script could post. */
const garbage = (envelopeVersion: number) => [
  'hello',
  42,
  null,
  [],
  { type: 'SYN' },
  { namespace: 'penpal' },
  { namespace: 'penpal', type: 'CALL', id: 'x', methodPath: ['call'], args: [{ v: 1 }] },
  { namespace: 'penpal', type: 'CALL', id: 'y', methodPath: ['steal'], args: [] },
  { namespace: 'penpal', type: 'REPLY', callId: 'z', value: { ok: true } },
  { namespace: 'penpal', type: 'ACK1', methodPaths: 'nope' },
  { namespace: 'penpal', type: 'DESTROY' },
  { namespace: 'penpal', type: 'SYN', participantId: '0' },
  { namespace: 'penpal', type: 'SYN', participantId: 'zzzz' },
  {
    namespace: 'penpal',
    type: 'CALL',
    id: 'big',
    methodPath: ['call'],
    args: [
      {
        v: envelopeVersion,
        id: 'big',
        name: 'OPEN',
        payload: { view: 'x'.repeat(2_000_000) },
      },
    ],
  },
]

test('behavior: garbage posted from the host page to the frame changes nothing', async ({
  hostPage,
  modalFrame,
  stack,
}) => {
  const frame = modalWindow(hostPage, stack.frameUrl)
  await watchErrors(hostPage)
  await watchErrors(frame)
  const before = await observe(hostPage)
  await hostPage.evaluate(
    ({ messages, origin }) => {
      const target = document.querySelector('iframe')!.contentWindow!
      for (const message of messages) target.postMessage(message, origin)
      target.postMessage(JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`), origin)
      const channel = new MessageChannel()
      target.postMessage({ namespace: 'penpal', type: 'ACK2' }, origin, [channel.port2])
      channel.port1.postMessage({
        namespace: 'penpal',
        type: 'CALL',
        id: 'p',
        methodPath: ['call'],
        args: [{ v: 1, id: 'p', name: 'OPEN', payload: {} }],
      })
    },
    { messages: garbage(1), origin: stack.frameUrl },
  )
  await hostPage.waitForTimeout(300)
  expect(await observe(hostPage)).toEqual(before)
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  expect(await caught(hostPage)).toEqual([])
  expect(await caught(frame)).toEqual([])
  await stillWorks(hostPage, modalFrame)
})

/**
 * Runs in a forging window: a full penpal handshake towards `parent` (SYN, then ACK2 carrying
 * the forger's port) and a STATE call over that port claiming a connected account, plus an OPEN
 * call to `parent.frames[0]` (the modal frame) the same way. Resolves with whatever came back
 * over the forged ports: an accepting receiver would answer with a REPLY.
 */
function forge({ state }: { state: unknown }) {
  const replies: unknown[] = []
  const attack = (target: Window, name: string, payload: unknown) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => replies.push(event.data)
    target.postMessage({ namespace: 'penpal', type: 'SYN', participantId: '0' }, '*')
    target.postMessage({ namespace: 'penpal', type: 'ACK2' }, '*', [channel.port2])
    const envelope = { v: 1, id: crypto.randomUUID(), name, payload }
    channel.port1.postMessage({
      namespace: 'penpal',
      type: 'CALL',
      id: crypto.randomUUID(),
      methodPath: ['call'],
      args: [envelope],
    })
    target.postMessage(
      { namespace: 'penpal', type: 'CALL', id: 'w', methodPath: ['call'], args: [envelope] },
      '*',
    )
  }
  attack(parent, 'STATE', state)
  const modalFrame = parent.frames[0]
  if (modalFrame) attack(modalFrame, 'OPEN', {})
  return new Promise<unknown[]>((resolve) => setTimeout(resolve, 500, replies))
}

const forgedAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Adds an iframe at `src` to the host page and returns its frame once loaded. */
async function addWindow(page: Page, src: string) {
  await page.evaluate((src) => {
    const iframe = document.createElement('iframe')
    iframe.src = src
    iframe.title = 'forger'
    document.body.append(iframe)
    return new Promise((resolve) => iframe.addEventListener('load', resolve))
  }, src)
  return page.frames().find((frame) => frame.url() === src)!
}

for (const [variant, where] of [
  ['a foreign origin', (stack: { foreignUrl: string }) => `${stack.foreignUrl}/foreign.html`],
  // A second window on the frame's own origin (its 404 page): right origin, wrong source.
  [
    'the frame origin but another window',
    (stack: { frameUrl: string }) => `${stack.frameUrl}/missing`,
  ],
] as const) {
  test(`error: a forged handshake from ${variant} changes neither the host nor the frame`, async ({
    hostPage,
    modalFrame,
    stack,
  }) => {
    await watchErrors(hostPage)
    await watchErrors(modalWindow(hostPage, stack.frameUrl))
    await hostPage.evaluate(() => {
      const w = window as Window & { seenEvents?: unknown[] }
      const events: unknown[] = []
      w.seenEvents = events
      for (const name of ['connect', 'accountsChanged', 'chainChanged'] as const)
        w.modal.provider.on(name, (data) => events.push([name, data]))
    })
    const before = await observe(hostPage)
    const state = {
      ...before.state,
      status: 'connected',
      namespace: 'eip155',
      address: forgedAccount,
      caipAddress: `eip155:31337:${forgedAccount}`,
    }
    const forger = await addWindow(hostPage, where(stack))
    expect(await forger.evaluate(forge, { state })).toEqual([])

    expect(await observe(hostPage)).toEqual(before)
    expect(
      await hostPage.evaluate(() => (window as Window & { seenEvents?: unknown[] }).seenEvents),
    ).toEqual([])
    expect(
      await hostPage.evaluate(() => window.modal.provider.request({ method: 'eth_accounts' })),
    ).toEqual([])
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    expect(await caught(hostPage)).toEqual([])
    expect(await caught(modalWindow(hostPage, stack.frameUrl))).toEqual([])
    await stillWorks(hostPage, modalFrame)
  })
}
