import { type ComponentType, useMemo } from 'react'
import { useFrameApp } from '../../../../../core/FrameAppContext.tsx'
import type { EmbeddedSlot } from '../../../../embeddedLogin/index.ts'
import { createChunkLoader, LazyView } from '../../../../modal/index.ts'

export type EmbeddedLogin = Awaited<ReturnType<EmbeddedSlot['ensure']>>

/**
 * A part of Account for an embedded wallet from the email login's lazy chunk: `load` (a
 * module-level function) gets the frame's email login and answers what to render.
 */
export function EmbeddedLoginPart({
  load,
}: {
  load: (login: EmbeddedLogin) => Promise<ComponentType>
}) {
  const app = useFrameApp()
  const loader = useMemo(
    () => createChunkLoader(async () => load(await app.embedded.ensure())),
    [app, load],
  )
  return <LazyView loader={loader} props={{}} />
}
