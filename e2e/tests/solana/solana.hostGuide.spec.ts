// docs/host-guide.md's Solana examples, each run as it is (bundled with esbuild, its packages at
// their versions in e2e/package.json) in a host page whose modal has the local validator in
// `networks`: "@solana/kit" finds "Porthole" through Wallet Standard; "@solana/wallet-adapter"
// wraps it in a StandardWalletAdapter, whose sendTransaction names the chain `solana:localnet`
// after the connection's loopback endpoint. Each connects the dev Solana wallet through the
// modal, signs a message that verifies (ed25519), and sends 0.01 SOL that lands.
// The examples talk to npm start's validator address; the page's requests to it are answered by
// the test's validator.
import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import { runSolanaReadmeExample } from '../../fixtures/readme/solanaReadmeExample.ts'
import { expect, test } from '../../fixtures/test.ts'

for (const { example, account } of [
  { example: '@solana/kit', account: 9 },
  { example: '@solana/wallet-adapter', account: 8 },
]) {
  test(`default: the host guide's ${example} example connects, signs a message that verifies and sends 0.01 SOL that lands`, async ({
    page,
    stack,
    solana,
  }) => {
    test.setTimeout(90_000)
    const run = await runSolanaReadmeExample(page, stack, solana, `#### ${example}`, account)
    const { connection, shop, before } = run
    expect(await run.signed).toBe(`signed ${solana.accounts[account]!.address} true`)
    const signature = (await run.sent).split(' ')[1]!
    // The adapter's sendTransaction answers before the transaction is confirmed.
    await expect
      .poll(async () => (await connection.getSignatureStatus(signature)).value?.err)
      .toBeNull()
    expect(await connection.getBalance(shop)).toBe(before + 0.01 * LAMPORTS_PER_SOL)
  })
}
