// The connector under @wagmi/core 2 (installed as `wagmi-core-2`), without React.
import { porthole } from '@porthole/wagmi'
import { parseEther } from 'viem'
import {
  connect,
  createConfig,
  http,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  watchAccount,
} from 'wagmi-core-2'
import { anvilOne, anvilTwo, frameUrl, metadata } from './testSetup.ts'

const config = createConfig({
  chains: [anvilOne, anvilTwo],
  connectors: [porthole({ projectId: 'demo', metadata, frameUrl })],
  transports: { [anvilOne.id]: http(), [anvilTwo.id]: http() },
})
const [connector] = config.connectors
const show = (id: string, text: string) => {
  document.getElementById(id)!.textContent = text
}
const onClick = (id: string, action: () => Promise<unknown>) => {
  document.getElementById(id)!.onclick = () => void action().catch((error) => console.error(error))
}

watchAccount(config, {
  onChange: ({ status, address, chainId, connector }) => {
    show('status', `Status: ${status}`)
    show('account', `Account: ${address ?? 'none'} via ${connector?.name ?? 'none'}`)
    show('chain', `Chain: ${chainId ?? 'none'}`)
  },
})
onClick('connect', () => connect(config, { connector: connector! }))
onClick('sign', async () =>
  show('signature', `Signature: ${await signMessage(config, { message: 'hello from wagmi 2' })}`),
)
onClick('send', async () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  show(
    'transaction',
    `Transaction: ${await sendTransaction(config, { to, value: parseEther('0.001') })}`,
  )
})
onClick('switch', () => switchChain(config, { chainId: anvilTwo.id }))
await reconnect(config)
show('status', `Status: ${config.state.status}`)
