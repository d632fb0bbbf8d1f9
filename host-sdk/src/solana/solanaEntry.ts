// Entry of porthole-solana.js, the add-on the loader fetches from the frame origin when a
// solana network is configured: its exports become `window.PortholeSolana`.
export { attachSolana as attach } from './attachSolana.ts'
