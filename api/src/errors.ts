// The api's errors, by domain: each file of errors/ holds one domain's; this file is their one entry.
export * from './errors/ApiError.ts'
export * from './errors/embeddedErrors.ts'
export * from './errors/requestErrors.ts'
export * from './errors/simulationErrors.ts'
export * from './errors/siwxErrors.ts'
export * from './errors/tradeErrors.ts'
