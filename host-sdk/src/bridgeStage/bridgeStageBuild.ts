/**
 * What the loader build writes into the first stage (`host-sdk/scripts/bundleLoader.mjs`
 * replaces this file's values): its version, whose folder on the frame origin holds the second
 * stage, and the second stage's SRI hash. Unbuilt source (unit tests) has none.
 */
export const LOADER_VERSION: string = '0.0.0'
export const BRIDGE_STAGE_INTEGRITY: string = ''
