// docs/host-guide.md's "@solana/wallet-adapter" example, run as it is (bundled with esbuild,
// @solana/wallet-standard-wallet-adapter-base, @solana/web3.js and @wallet-standard/app at their
// versions in e2e/package.json) in a host page whose modal has the local validator in
// `networks`: a StandardWalletAdapter around "Porthole" connects the dev Solana wallet through
// the modal, signs a message that verifies (ed25519), and its sendTransaction, which names the
// chain `solana:localnet` after the connection's loopback endpoint, sends 0.01 SOL that lands.
// The example talks to npm start's validator address; the page's requests to it are answered by
// the test's validator.
import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import { runSolanaReadmeExample } from '../../fixtures/readme/solanaReadmeExample.ts'
import { expect, test } from '../../fixtures/test.ts'

test("default: the host guide's @solana/wallet-adapter example connects, signs a message that verifies and sends 0.01 SOL that lands", async ({
  page,
  stack,
  solana,
}) => {
  test.setTimeout(90_000)
  const run = await runSolanaReadmeExample(page, stack, solana, '#### @solana/wallet-adapter', 8)
  const { connection, shop, before } = run
  expect(await run.signed).toBe(`signed ${solana.accounts[8]!.address} true`)
  const signature = (await run.sent).split(' ')[1]!
  await expect
    .poll(async () => (await connection.getSignatureStatus(signature)).value?.err)
    .toBeNull()
  expect(await connection.getBalance(shop)).toBe(before + 0.01 * LAMPORTS_PER_SOL)
})
