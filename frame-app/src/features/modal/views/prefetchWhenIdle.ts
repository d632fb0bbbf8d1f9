/**
 * Runs `prefetch` once the frame is idle after its first render (at the latest after
 * `timeout` ms; right away on the next task where `requestIdleCallback` is missing, as in
 * Safari), and reports a failure: the chunk is then loaded again when its view opens.
 */
export function prefetchWhenIdle(
  win: Window,
  prefetch: () => Promise<void>,
  onError: (error: unknown) => void,
  timeout = 500,
): void {
  const run = () => {
    prefetch().catch(onError)
  }
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout })
  else win.setTimeout(run, 0)
}
