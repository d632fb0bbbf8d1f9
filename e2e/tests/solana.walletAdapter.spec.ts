// README.md's "@solana/wallet-adapter" example, run as it is (bundled with esbuild,
// @solana/wallet-standard-wallet-adapter-base, @solana/web3.js and @wallet-standard/app at their
// versions in e2e/package.json) in a host page whose modal has the local validator in
// `networks`: a StandardWalletAdapter around "Porthole" connects the dev Solana wallet through
// the modal, signs a message that verifies (ed25519), and its sendTransaction, which names the
// chain `solana:localnet` after the connection's loopback endpoint, sends 0.01 SOL that lands.
// The example talks to npm start's validator address; the page's requests to it are answered by
// the test's validator.
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { addDevSolanaWallet } from '../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { solanaDevNetwork } from '../fixtures/networks.ts'
import { readmeExample, runInPage } from '../fixtures/readmeExamples.ts'
import { expect, openHostPage, test } from '../fixtures/test.ts'

/** npm start's validator, which the README example names. */
const README_RPC = 'http://127.0.0.1:8899/'

test('default: the README @solana/wallet-adapter example connects, signs a message that verifies and sends 0.01 SOL that lands', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  test.setTimeout(90_000)
  const example = await readmeExample('#### @solana/wallet-adapter')
  const shop = new PublicKey(/new PublicKey\('([1-9A-HJ-NP-Za-km-z]{32,44})'\)/.exec(example)![1]!)
  const signer = solana.accounts[8]!
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const before = await connection.getBalance(shop)
  await page.route(README_RPC, async (route) =>
    route.fulfill({ response: await route.fetch({ url: solana.rpcUrl }) }),
  )
  await addDevSolanaWallet(page, solana, 8, { mode: 'auto-approve' })
  await openHostPage(page, stack, { networks: [solanaDevNetwork(solana)] })
  const signed = page.waitForEvent('console', (message) => message.text().startsWith('signed'))
  const sent = page.waitForEvent('console', (message) => message.text().startsWith('sent'))
  await runInPage(page, stack.hostUrl, example)

  const row = modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  expect((await signed).text()).toBe(`signed ${signer.address} true`)
  const signature = (await sent).text().split(' ')[1]!
  await expect
    .poll(async () => (await connection.getSignatureStatus(signature)).value?.err)
    .toBeNull()
  expect(await connection.getBalance(shop)).toBe(before + 0.01 * LAMPORTS_PER_SOL)
})
