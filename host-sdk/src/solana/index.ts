// `@porthole/host-sdk/solana`: the Solana add-on from npm.
export { registerSolana } from './registerSolana.ts'
