// SECURITY.md #14: a loader pinned to another protocol version than the deployed frame fails
// at once with ProtocolMismatchError (5101), not after the 20 s ready timeout; the previous
// version still works. The variants are the real loader built with another PROTOCOL_VERSION.
// The loader of the previous minor release (e2e/fixtures/releasedLoaders, decision 0050) still
// drives this tree's frame: connect, sign, switch network, restore after a reload.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { build, type Plugin } from 'esbuild'
import { verifyMessage } from 'viem'
import { embedInHostPage } from '../../fixtures/page/embedInHostPage.ts'
import { connectDevWallet, openOutcome, openWalletPage, rpc } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

const hostSdk = fileURLToPath(new URL('../../../host-sdk/', import.meta.url))
const FRAME_VERSION = 1

/**
 * The loader's two stages (as host-sdk/scripts/bundleLoader.mjs builds them) speaking `version`:
 * the first stage's IIFE and its second stage. Unbuilt, the first stage names loader version
 * 0.0.0 and pins no hash, so it fetches this second stage from `/loader/0.0.0/`.
 */
async function loaderSpeaking(version: number): Promise<Loader> {
  const setVersion: Plugin = {
    name: 'protocol-version',
    setup(build) {
      build.onLoad({ filter: /shared-protocol[\\/]src[\\/]version\.ts$/ }, () => ({
        loader: 'ts',
        contents: `export const PROTOCOL_VERSION = ${version}
export function isAcceptedVersion(v: number, current: number = PROTOCOL_VERSION) {
  return v === current || v === current - 1
}`,
      }))
    },
  }
  const bundle = async (entry: string) => {
    const result = await build({
      absWorkingDir: hostSdk,
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2022',
      platform: 'browser',
      write: false,
      logLevel: 'warning',
      plugins: [setVersion],
    })
    return result.outputFiles[0]!.text
  }
  return {
    firstStage: await bundle('src/global.ts'),
    secondStage: await bundle('src/bridgeStage/bridgeStageEntry.ts'),
  }
}

type Loader = { firstStage: string; secondStage: string }

/** The host test page with the loader swapped for `loader`; resolves with ready's outcome. */
async function createWithLoader(page: Page, stack: Stack, loader: Loader) {
  await page.route(`${stack.hostUrl}/porthole.iife.js`, (route) =>
    route.fulfill({ body: loader.firstStage, contentType: 'text/javascript' }),
  )
  await page.route(`${stack.frameUrl}/loader/0.0.0/porthole-bridge.js`, (route) =>
    route.fulfill({ body: loader.secondStage, contentType: 'text/javascript' }),
  )
  return embedInHostPage(page, stack)
}

for (const version of [FRAME_VERSION + 1, FRAME_VERSION + 6]) {
  test(`error: a loader on protocol version ${version} is refused with 5101 at once`, async ({
    page,
    stack,
    modalFrame,
  }) => {
    const outcome = await createWithLoader(page, stack, await loaderSpeaking(version))
    expect(outcome).toMatchObject({ ready: false, code: 5101, name: 'ProtocolMismatchError' })
    // The default ready timeout is 20 s: this is the handshake answering, not a timeout.
    expect(outcome.ms).toBeLessThan(5000)
    expect(await openOutcome(page)).toBe(5101)
    expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(false)
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  })
}

test('param: a loader one protocol version behind the frame still works', async ({
  page,
  stack,
  modalFrame,
}) => {
  const outcome = await createWithLoader(page, stack, await loaderSpeaking(FRAME_VERSION - 1))
  expect(outcome).toMatchObject({ ready: true })
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  expect(await page.evaluate(() => window.modal.provider.request({ method: 'eth_chainId' }))).toBe(
    '0x7a69',
  )
})

const releasedLoaders = new URL('../../fixtures/releasedLoaders/', import.meta.url)
const previousMinor = {
  version: (
    JSON.parse(readFileSync(new URL('versions.json', releasedLoaders), 'utf8')) as {
      previousMinor: string
    }
  ).previousMinor,
  code: readFileSync(new URL('previousMinor.iife.js', releasedLoaders), 'utf8'),
  /** Its second stage; 0.1.0's loader is one file (the fixtures' README). */
  secondStage: existsSync(new URL('previousMinor.bridge.js', releasedLoaders))
    ? readFileSync(new URL('previousMinor.bridge.js', releasedLoaders), 'utf8')
    : undefined,
}

test(`default: the loader of release ${previousMinor.version} connects, signs, switches network and restores after a reload against this frame`, async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await page.route(`${stack.hostUrl}/porthole.iife.js`, (route) =>
    route.fulfill({ body: previousMinor.code, contentType: 'text/javascript' }),
  )
  // The frame origin keeps each release's folder; this tree's frame server has only its own.
  const { secondStage } = previousMinor
  if (secondStage)
    await page.route(
      `${stack.frameUrl}/loader/${previousMinor.version}/porthole-bridge.js`,
      (route) =>
        route.fulfill({
          body: secondStage,
          contentType: 'text/javascript',
          headers: { 'access-control-allow-origin': '*' },
        }),
    )
  await openWalletPage(page, stack, chains)
  const address = (await connectDevWallet(page, modalFrame)) as `0x${string}`
  const signed = await rpc(page, 'personal_sign', ['0x68656c6c6f', address])
  expect(
    await verifyMessage({ address, message: 'hello', signature: signed.result as `0x${string}` }),
  ).toBe(true)
  expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await page.evaluate(() => window.modal.close())
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [address] })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
})
