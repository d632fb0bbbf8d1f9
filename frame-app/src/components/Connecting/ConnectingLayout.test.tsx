// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { ConnectingLayout } from './ConnectingLayout.tsx'
import { ConnectingRing } from './ConnectingRing.tsx'

// React warns unless the environment says updates are wrapped in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const mount = async (node: ReactNode) => {
  const container = document.createElement('div')
  await act(() => createRoot(container).render(node))
  return container
}
const ring = (state: 'waiting' | 'failed' | 'still') => (
  <ConnectingRing state={state}>
    <img alt="" />
  </ConnectingRing>
)

describe('ConnectingLayout', () => {
  it('default: a spinning ring, the title and the detail, no alert', async () => {
    const view = await mount(
      <ConnectingLayout
        media={ring('waiting')}
        title="Continue in Dev Wallet"
        detail="Accept it"
      />,
    )
    expect(view.querySelector('.ph-connecting__spinner')).not.toBeNull()
    expect([...view.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Continue in Dev Wallet',
      'Accept it',
    ])
    expect(view.querySelector('[role="alert"]')).toBeNull()
  })

  it('error: a failure badges the ring, colours the title and reads the text out', async () => {
    const view = await mount(
      <ConnectingLayout media={ring('failed')} failed alert title="Connection declined">
        <button type="button">Try again</button>
      </ConnectingLayout>,
    )
    expect(view.querySelector('.ph-connecting__spinner')).toBeNull()
    expect(view.querySelector('.ph-connecting__badge')).not.toBeNull()
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Connection declined')
    expect(view.querySelector('.ph-connecting__title--error')).not.toBeNull()
    expect(view.querySelectorAll('p')).toHaveLength(1)
    expect(view.querySelector('button')?.textContent).toBe('Try again')
  })

  it('param: a still ring has neither spinner nor badge', async () => {
    const view = await mount(<ConnectingLayout media={ring('still')} title="Popup blocked" />)
    expect(view.querySelector('.ph-connecting__spinner, .ph-connecting__badge')).toBeNull()
  })
})
