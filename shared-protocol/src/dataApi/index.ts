/**
 * The Data API's response schemas, one catalog for both sides: the api types what it answers
 * with them, the frame parses each answer with them. A separate entry
 * (`@porthole/shared-protocol/dataApi`), so the frame's first paint carries only those it uses.
 */

export * from './accountDataSchemas.ts'
export * from './approvalSchemas.ts'
export * from './bitcoinSchemas.ts'
export * from './convertSchemas.ts'
export * from './onrampSchemas.ts'
export * from './simulationSchemas.ts'
