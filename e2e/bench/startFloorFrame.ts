import { fileURLToPath } from 'node:url'
import { createStaticServer, type StaticServer } from '../fixtures/servers/createStaticServer.ts'

/**
 * The page of the cross-origin frame floor (floorFrame.html) on 127.0.0.1, another site than
 * the host page's localhost, as the frame's origin is: it runs in a process of its own.
 * Served `no-cache`, as the frame page is.
 */
export function startFloorFrame(): Promise<StaticServer> {
  return createStaticServer({
    host: '127.0.0.1',
    routes: { '/': fileURLToPath(new URL('./floorFrame.html', import.meta.url)) },
  })
}
