import { addDevSolanaWallet } from '../../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { connectEvmAndSolana } from '../../fixtures/multiNamespace/connectEvmAndSolana.ts'
import { pickEvmConnection } from '../../fixtures/multiNamespace/pickEvmConnection.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import { addDevWallet, rpc } from '../../fixtures/pageHelpers.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

const ADD_ON = '/porthole-solana.js'

test('default: an EVM-only host never fetches the Solana add-on', async ({
  page,
  stack,
  chains,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  expect(fetched.filter((url) => url.endsWith(ADD_ON))).toEqual([])
})

test('behavior: with a solana network the add-on comes from the frame origin and lists the dev Solana wallet', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 1)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await openHostPage(page, stack, {
    networks: [...chainNetworks(chains), solanaDevNetwork(solana)],
  })
  expect(fetched.filter((url) => url.endsWith(ADD_ON))).toEqual([`${stack.frameUrl}${ADD_ON}`])
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })).toBeVisible()
})

test('error: a frame origin that does not serve the add-on leaves EVM working and lists no Solana wallet', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  await page.route(`${stack.frameUrl}${ADD_ON}`, (route) =>
    route.fulfill({ status: 404, body: 'nope' }),
  )
  await addDevWallet(page, chains)
  await addDevSolanaWallet(page, solana, 1)
  await openHostPage(page, stack, {
    networks: [...chainNetworks(chains), solanaDevNetwork(solana)],
  })
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: /^Dev Wallet/ })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })).toHaveCount(0)
})

test('behavior: the dev Solana wallet connects through the modal; Account shows its address and SOL', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 2)
  await openHostPage(page, stack, { networks: [solanaDevNetwork(solana)] })
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: /Dev Solana Wallet/ }).click()
  await page
    .getByRole('dialog', { name: /Dev Solana Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click()
  const address = solana.accounts[2]!.address
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({
      status: 'connected',
      namespace: 'solana',
      address,
      caipNetworkId: solana.caipNetworkId,
      caipAddress: `${solana.caipNetworkId}:${address}`,
    })
  // Connected: the modal closed; opened again it shows Account.
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByText(`${address.slice(0, 4)}…${address.slice(-6)}`)).toBeVisible()
  await expect(modalFrame.getByText('1,000.000 SOL')).toBeVisible()
  await expect(modalFrame.getByText('Connected with Dev Solana Wallet')).toBeVisible()
})

test('error: a Solana validator that is down shows Token Balance Unavailable and 0.00 SOL', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 2, { mode: 'auto-approve' })
  const down = solanaDevNetwork({
    caipNetworkId: solana.caipNetworkId,
    rpcUrl: 'http://127.0.0.1:9',
  })
  await openHostPage(page, stack, { networks: [down] })
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: /Dev Solana Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
  await page.evaluate(() => window.modal.open())
  // The header's balance alert (Tokens says the same: the stack's api serves no dev chain).
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  const header = account.getByTestId('account-balance').locator('..')
  await expect(header.getByRole('alert')).toHaveText('Token Balance Unavailable')
  await expect(account.getByText('0.00 SOL')).toBeVisible()
})

test('behavior: an EVM wallet and a Solana wallet connected at once; switching the connection switches the namespace', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  const env = { stack, chains, solana }
  const { evm } = await connectEvmAndSolana(page, modalFrame, env, 2)
  expect(await page.evaluate(() => window.modal.getState()?.caipNetworkId)).toBe(
    solana.caipNetworkId,
  )
  // The EVM provider keeps reporting its own account while Solana is current.
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [evm] })
  await pickEvmConnection(page, modalFrame, evm)
})
