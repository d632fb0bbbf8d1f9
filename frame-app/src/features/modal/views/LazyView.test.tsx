import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createChunkLoader } from './createChunkLoader.ts'
import { LazyView } from './LazyView.tsx'

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>

describe('LazyView', () => {
  it('default: shows the skeleton while the chunk loads', () => {
    const loader = createChunkLoader(() => new Promise<typeof Greeting>(() => {}))
    const html = renderToString(<LazyView loader={loader} props={{ name: 'ada' }} />)
    expect(html).toContain('ph-view-skeleton')
    expect(html).not.toContain('hello')
  })

  it('behavior: a prefetched chunk renders at once, without the skeleton', async () => {
    const loader = createChunkLoader(async () => Greeting)
    await loader.preload()
    const html = renderToString(<LazyView loader={loader} props={{ name: 'ada' }} />)
    expect(html).toContain('<p>hello <!-- -->ada</p>')
    expect(html).not.toContain('ph-view-skeleton')
  })
})
