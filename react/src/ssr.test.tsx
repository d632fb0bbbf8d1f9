import { testMainnet } from '@porthole/shared-protocol/testing'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ModalNotReadyError } from './ModalNotReadyError.ts'
import { PortholeProvider } from './PortholeProvider.tsx'
import { useAccount } from './useAccount.ts'
import { useModalState } from './useModalState.ts'
import { useNetwork } from './useNetwork.ts'
import { type PortholeActions, usePorthole } from './usePorthole.ts'
import { useSession } from './useSession.ts'

const mainnet = testMainnet

// This file runs in Node, as a server rendering the page: there is no window or document, so
// any use of them while rendering would throw here.
let actions: PortholeActions | undefined
function Page() {
  actions = usePorthole()
  const { isConnected } = useAccount()
  const { chainId } = useNetwork()
  const { open } = useModalState()
  const session = useSession()
  return (
    <main>
      {`${isConnected ? 'connected' : 'disconnected'} ${chainId} ${open ? 'open' : 'closed'} ${session ? 'signed in' : 'no session'}`}
    </main>
  )
}
test('server render: the provider renders its children in the disconnected state', async () => {
  expect(typeof window).toBe('undefined')
  const html = renderToString(
    <PortholeProvider config={{ projectId: 'demo', networks: [mainnet] }}>
      <Page />
    </PortholeProvider>,
  )
  expect(html).toBe('<main>disconnected undefined closed no session</main>')
  expect(actions?.modal).toBeUndefined()
  await expect(actions?.open()).rejects.toThrow(ModalNotReadyError)
})
