// Solana support in the loader: the Wallet Standard add-on is a second script from the frame
// origin, fetched only when a solana network is configured; it hands the host page's Solana
// wallets to the frame as host wallets with namespace 'solana'.
import { devSolanaWalletInitScript } from '../fixtures/devSolanaWallet/devSolanaWalletInitScript.ts'
import { solanaDevNetwork } from '../fixtures/networks.ts'
import { chainNetworks, expect, openHostPage, test } from '../fixtures/test.ts'

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
  await page.addInitScript(
    await devSolanaWalletInitScript({
      secretKey: [...solana.accounts[1]!.secretKey],
      chains: [
        {
          id: solana.caipNetworkId as `solana:${string}`,
          rpcUrl: solana.rpcUrl,
          name: 'Solana Local',
        },
      ],
    }),
  )
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await openHostPage(page, stack, {
    networks: [...chainNetworks(chains), solanaDevNetwork(solana)],
  })
  expect(fetched.filter((url) => url.endsWith(ADD_ON))).toEqual([`${stack.frameUrl}${ADD_ON}`])
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })).toBeVisible()
})

test('error: a frame origin that does not serve the add-on rejects ready with AddOnLoadError', async ({
  page,
  stack,
  solana,
}) => {
  await page.route(`${stack.frameUrl}${ADD_ON}`, (route) =>
    route.fulfill({ status: 404, body: 'nope' }),
  )
  await page.goto(`${stack.hostUrl}/host.html`)
  const outcome = await page.evaluate(
    async ({ frameUrl, networks }) => {
      const modal = window.Porthole.createModal({ projectId: 'demo', frameUrl, networks })
      return modal.ready.then(
        () => 'ready',
        (error: Error) => `${error.name}: ${error.message}`,
      )
    },
    { frameUrl: stack.frameUrl, networks: [solanaDevNetwork(solana)] },
  )
  expect(outcome).toBe(`AddOnLoadError: Could not load ${stack.frameUrl}${ADD_ON}.`)
})
