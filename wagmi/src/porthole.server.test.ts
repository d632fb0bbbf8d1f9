import { BrowserRequiredError } from '@porthole/host-sdk'
import { connect, createConfig, http, reconnect } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { porthole } from './porthole.ts'

// This file runs in Node, as a server rendering a wagmi app (`ssr: true`): no window.
const config = () =>
  createConfig({
    chains: [mainnet],
    connectors: [porthole({ projectId: 'demo' })],
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
    ssr: true,
    storage: null,
  })

test('on a server: reconnect finds no session and makes no modal', async () => {
  await expect(reconnect(config())).resolves.toEqual([])
})

test('on a server: connect rejects with BrowserRequiredError', async () => {
  const wagmi = config()
  const [connector] = wagmi.connectors
  await expect(connect(wagmi, { connector: connector! })).rejects.toThrow(BrowserRequiredError)
})
