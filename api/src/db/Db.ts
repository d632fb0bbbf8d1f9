/** The one query interface the service uses, over PGlite and node-postgres alike. */
export type Row = Record<string, unknown>

export type Queryable = {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs a script of several statements, without parameters (migrations). */
  exec(script: string): Promise<void>
}

export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
