import { seedDemo } from '../../src/cli/seedDemo.ts'
import type { Db } from '../../src/db/Db.ts'
import { insertName } from '../../src/db/names.ts'
import { BENCH_NAME } from './benchRoutes.ts'

/** The demo project and 600 generated wallets, and `BENCH_NAME` registered (kept if there). */
export async function seedBench(db: Db) {
  await seedDemo(db, { generatedWallets: 600 })
  await insertName(db, {
    name: BENCH_NAME,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    coinType: 60,
    attributes: {},
    at: new Date(),
  }).catch(() => undefined)
}
