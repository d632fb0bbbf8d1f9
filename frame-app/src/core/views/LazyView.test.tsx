// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { createChunkLoader } from './createChunkLoader.ts'
import { LazyView } from './LazyView.tsx'

// React warns unless the environment says updates are wrapped in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>

const mount = async (node: React.ReactNode) => {
  const container = document.createElement('div')
  await act(() => createRoot(container).render(node))
  return container
}

describe('LazyView', () => {
  // First in the file: React reports a misuse of use() once per page. Rendered outside act(),
  // as in the browser, where the resumed view renders as a new mount.
  it('error: a view that suspended resumes without React reporting a misuse of use()', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
    try {
      let resolve: (view: typeof Greeting) => void = () => undefined
      const loader = createChunkLoader(() => new Promise<typeof Greeting>((r) => (resolve = r)))
      const container = document.createElement('div')
      createRoot(container).render(<LazyView loader={loader} props={{ name: 'ada' }} />)
      await vi.waitFor(() => expect(container.querySelector('.ph-view-skeleton')).not.toBeNull())
      resolve(Greeting)
      await vi.waitFor(() => expect(container.innerHTML).toBe('<p>hello ada</p>'))
      expect(errors.mock.calls.flat().map(String)).toEqual([])
    } finally {
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
      errors.mockRestore()
    }
  })

  it('default: shows the skeleton while the chunk loads, then the view', async () => {
    let resolve: (view: typeof Greeting) => void = () => undefined
    const loader = createChunkLoader(() => new Promise<typeof Greeting>((r) => (resolve = r)))
    const container = await mount(<LazyView loader={loader} props={{ name: 'ada' }} />)
    expect(container.querySelector('.ph-view-skeleton')).not.toBeNull()
    expect(container.textContent).not.toContain('hello')
    await act(async () => {
      resolve(Greeting)
      await new Promise((r) => setTimeout(r, 20))
    })
    expect(container.innerHTML).toBe('<p>hello ada</p>')
  })

  it('behavior: a prefetched chunk renders at once, without the skeleton', async () => {
    const loader = createChunkLoader(async () => Greeting)
    await loader.preload()
    const container = await mount(<LazyView loader={loader} props={{ name: 'ada' }} />)
    expect(container.innerHTML).toBe('<p>hello ada</p>')
  })

  it('error: a chunk that fails says what could not load, and Try again loads it', async () => {
    let fail = true
    const loader = createChunkLoader(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module')
      return Greeting
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const container = await mount(
        <LazyView
          loader={loader}
          props={{ name: 'ada' }}
          failedMessage="connect.emailLoadFailed"
        />,
      )
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20))
      })
      expect(container.querySelector('[role=alert]')?.textContent).toContain(
        'Unable to load email login dependency',
      )
      fail = false
      await act(async () => {
        container.querySelector('button')?.click()
        await new Promise((r) => setTimeout(r, 20))
      })
      expect(container.innerHTML).toBe('<p>hello ada</p>')
    } finally {
      errors.mockRestore()
    }
  })
})
