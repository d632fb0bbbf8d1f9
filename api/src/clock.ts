/** Time as the service sees it; tests pass a clock they can move. */
export type Clock = { now(): number }

export const systemClock: Clock = { now: () => Date.now() }
