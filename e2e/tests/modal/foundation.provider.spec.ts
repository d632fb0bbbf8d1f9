// modal.provider as a host developer's code meets it: EIP-1193 answers and typed errors,
// EIP-6963 discovery, and a window.ethereum left alone.
import type { Page } from '@playwright/test'
import { defaultTestNetworks } from '../../fixtures/networks.ts'
import { expect, test } from '../../fixtures/test.ts'

/** `modal.provider.request(...)` in the page; settles with its result or its error's fields. */
const request = (page: Page, args: { method: string; params?: unknown[] }) =>
  page.evaluate(
    (args) =>
      window.modal.provider.request(args as { method: string }).then(
        (result) => ({ result }),
        (error: { code: number; name: string }) => ({ code: error.code, name: error.name }),
      ),
    args,
  )

test('default: eth_chainId answers the default network as hex', async ({ hostPage }) => {
  expect(await request(hostPage, { method: 'eth_chainId' })).toEqual({ result: '0x7a69' })
})

test('default: eth_accounts is empty before connecting', async ({ hostPage }) => {
  expect(await request(hostPage, { method: 'eth_accounts' })).toEqual({ result: [] })
})

test('param: switchNetwork while disconnected moves eth_chainId and emits chainChanged', async ({
  hostPage,
}) => {
  await hostPage.evaluate(() => {
    const w = window as Window & { chains?: unknown[]; networks?: unknown[] }
    const chains: unknown[] = []
    const networks: unknown[] = []
    w.chains = chains
    w.networks = networks
    w.modal.provider.on('chainChanged', (chainId) => chains.push(chainId))
    w.modal.subscribeNetwork((network) => networks.push(network))
  })
  await hostPage.evaluate(() => window.modal.switchNetwork('eip155:31338'))
  expect(await request(hostPage, { method: 'eth_chainId' })).toEqual({ result: '0x7a6a' })
  expect(await hostPage.evaluate(() => (window as Window & { chains?: unknown[] }).chains)).toEqual(
    ['0x7a6a'],
  )
  // subscribeNetwork hears the change once, with the network as the modal reads it.
  expect(
    await hostPage.evaluate(() => (window as Window & { networks?: unknown[] }).networks),
  ).toEqual([
    {
      caipNetworkId: 'eip155:31338',
      chainId: 31338,
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31338', name: 'Anvil Two' }),
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    },
  ])
})

test('error: a wallet method with no wallet connected is 4900, an unknown method 4200', async ({
  hostPage,
}) => {
  expect(await request(hostPage, { method: 'eth_signTypedData_v4', params: [] })).toEqual({
    code: 4900,
    name: 'ProviderDisconnectedError',
  })
  expect(await request(hostPage, { method: 'porthole_doesNotExist' })).toMatchObject({
    code: 4200,
  })
})

test('error: a request without a method rejects with -32602', async ({ hostPage }) => {
  const outcome = await hostPage.evaluate(() =>
    window.modal.provider.request({} as { method: string }).then(
      () => null,
      (error: { code: number }) => error.code,
    ),
  )
  expect(outcome).toBe(-32602)
})

test('default: announced through EIP-6963 as Porthole (rdns dev.porthole)', async ({
  hostPage,
}) => {
  const announced = await hostPage.evaluate(() => {
    const seen: {
      info: { name: string; rdns: string; uuid: string; icon: string }
      same: boolean
    }[] = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail
      seen.push({ info, same: provider === window.modal.provider })
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return seen
  })
  expect(announced).toHaveLength(1)
  expect(announced[0]).toMatchObject({
    info: { name: 'Porthole', rdns: 'dev.porthole' },
    same: true,
  })
  expect(announced[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)
})

test('behavior: a second modal with another projectId is not announced: the page has one Porthole, the first modal', async ({
  hostPage,
  stack,
}) => {
  const announced = await hostPage.evaluate(
    ({ frameUrl, networks }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's globals, as a host script sees them
      const w = window as any
      const second = w.Porthole.createModal({ projectId: 'another-project', frameUrl, networks })
      second.ready.catch(() => {})
      const seen: { rdns: string; first: boolean }[] = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail
        if (info.rdns === 'dev.porthole')
          seen.push({ rdns: info.rdns, first: provider === w.modal.provider })
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      second.destroy()
      return seen
    },
    { frameUrl: stack.frameUrl, networks: defaultTestNetworks },
  )
  expect(announced).toEqual([{ rdns: 'dev.porthole', first: true }])
})

test('default: window.ethereum is never defined', async ({ hostPage }) => {
  expect(
    await hostPage.evaluate(() => ({
      defined: 'ethereum' in window,
      value: typeof (window as Window & { ethereum?: unknown }).ethereum,
    })),
  ).toEqual({ defined: false, value: 'undefined' })
})
