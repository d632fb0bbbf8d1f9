// The probes pageProbes.js installs, as the bench's page.evaluate callbacks see them.
type Size = { width: number; height: number }

type PortholeBench = {
  // In the Porthole frame.
  paintCount(name: string): number
  waitPaint(name: string, index: number): Promise<number>
  clickCount(): number
  waitClick(index: number): Promise<number>
  cardSize(): Size | null
  bootMarks(): Record<string, number>
  // In the host page.
  open(): Promise<number>
  openShown(): Promise<{ start: number; shown: number }>
  createAndOpen(options: Record<string, unknown>): Promise<number>
  hostBootMarks(): { stage: number | null; ready: number | null }
  close(): Promise<void>
  disconnect(): Promise<void>
  floorOpen(size: Size): Promise<number>
  frameFloorPrepare(url: string): Promise<void>
  frameFloorOpen(): Promise<number>
  frameFloorCold(url: string): Promise<number>
  bridgeRoundTrips(runs: number): Promise<number[]>
  bridgeThroughput(total: number, inFlight: number): Promise<number>
  startEcho(): Promise<boolean>
  echoRoundTrips(runs: number): Promise<number[]>
  echoThroughput(total: number, inFlight: number): Promise<number>
  watchAccounts(): void
  walletRequestAccounts(): Promise<number>
  accountsCount(): number
  waitAccounts(index: number): Promise<number>
}

interface Window {
  __portholeBench: PortholeBench
}
