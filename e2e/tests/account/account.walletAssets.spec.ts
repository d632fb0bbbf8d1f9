// EIP-7811 wallet_getAssets: a wallet that declares assetDiscovery in wallet_getCapabilities
// fills the Tokens tab itself; an answer that is not SPEC §5's object of arrays of valid
// assets is ignored and the balance service (the api over the dev pools) fills it (SPEC §8).
import type { FrameLocator, Page } from '@playwright/test'
import { erc20Abi, formatUnits, type Hex } from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import type { DevWalletChain } from '../../fixtures/devWallet/devWalletTypes.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import type { DevChains } from '../../fixtures/test.ts'
import {
  chainNetworks,
  expect,
  modalFrameOf,
  openHostPage,
  walletChains,
} from '../../fixtures/test.ts'

const test = dataTest

const tokenRow = (frame: FrameLocator, symbol: string) =>
  frame
    .getByRole('tabpanel')
    .getByTestId('token-row')
    .filter({ has: frame.getByText(symbol, { exact: true }) })

/** The host page with the dev wallet listing `assets` on the first dev chain, connected. */
async function openWithAssets(
  page: Page,
  stack: Stack,
  chains: DevChains,
  assets: NonNullable<DevWalletChain['assets']>,
) {
  const [one, ...others] = walletChains(chains)
  await page.addInitScript(
    await devWalletInitScript({ mode: 'auto-approve', chains: [{ ...one!, assets }, ...others] }),
  )
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  const frame = modalFrameOf(page)
  const address = (await connectDevWallet(page, frame)) as Hex
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  return { frame, address }
}

/** The account's DUSD on the first dev chain (other specs in the worker may have sent some). */
async function dusdOf(chains: DevChains, address: Hex) {
  const client = chains.one.client
  const { DUSD } = chains.one.tokens
  const raw = await client.readContract({
    address: DUSD.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  return Number(formatUnits(raw, 6))
}

/** An amount as Tokens shows it: en-US, `decimals` places. */
const shown = (amount: number, decimals: number) =>
  amount.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })

test('behavior: a wallet that declares assetDiscovery lists the tokens itself (here ETH and DUSD, not PDT)', async ({
  page,
  stack,
  chains,
}) => {
  const { DUSD } = chains.one.tokens
  const { frame, address } = await openWithAssets(page, stack, chains, [
    { address: DUSD.address, name: 'Demo USD', symbol: 'DUSD', decimals: 6 },
  ])
  await expect(tokenRow(frame, 'DUSD')).toContainText(shown(await dusdOf(chains, address), 3))
  await expect(tokenRow(frame, 'ETH')).toContainText(/9,999\.\d{3}/)
  // The balance service would list PDT too and price DUSD from the pools; the wallet did not.
  await expect(tokenRow(frame, 'PDT')).toHaveCount(0)
  await expect(tokenRow(frame, 'DUSD')).toContainText('$0.00')
})

test('error: an invalid wallet_getAssets answer is ignored and the balance service lists the tokens', async ({
  page,
  stack,
  chains,
}) => {
  const { frame } = await openWithAssets(page, stack, chains, 'invalid')
  await expect(tokenRow(frame, 'PDT')).toContainText('1,000,000.000')
  await expect(tokenRow(frame, 'PDT')).toContainText('$500,000.00')
  // DUSD is priced at 1 USD by the dev pools: its value is its amount (the balance service
  // caches for 30 s, so the amount may predate another spec's transfer in this worker).
  await expect(tokenRow(frame, 'DUSD')).toContainText(/DUSD([\d,]+)\.\d{3}\$\1\.\d{2}$/)
})
