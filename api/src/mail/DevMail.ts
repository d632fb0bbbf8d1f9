/** One mail the dev mailbox received. */
export type DevMail = { to: string[]; subject: string; text: string; receivedAt: string }
