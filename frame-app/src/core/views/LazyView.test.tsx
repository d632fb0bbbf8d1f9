// @vitest-environment happy-dom
import { act } from 'preact/test-utils'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { createChunkLoader } from './createChunkLoader.ts'
import { LazyView } from './LazyView.tsx'

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>

const mount = async (node: React.ReactNode) => {
  const container = document.createElement('div')
  await act(() => createRoot(container).render(node))
  return container
}

describe('LazyView', () => {
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
})
