/** The rdns the frame stores for an embedded connection, so a reload knows to nest the vault. */
export const EMBEDDED_RDNS = 'dev.porthole.embedded'
