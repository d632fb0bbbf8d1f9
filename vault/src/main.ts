import { createVaultApi } from './api/createVaultApi.ts'
import { announceReady } from './bridge/announceReady.ts'
import { listenToFrame } from './bridge/listenToFrame.ts'
import { createRefusingHandlers } from './config/createRefusingHandlers.ts'
import { readVaultConfig } from './config/readVaultConfig.ts'
import { createVault } from './createVault.ts'
import { createPasskeyButton } from './passkey/createPasskeyButton.ts'
import { createVaultStorage } from './storage/createVaultStorage.ts'

// The vault only ever runs nested in the frame; alone, or under another page, it does nothing.
if (window.parent !== window) {
  const config = readVaultConfig(document)
  const messaging: { post?: (message: unknown) => void } = {}
  const vault = () =>
    createVault({
      createApi: (projectId) => createVaultApi(config.apiUrl, projectId),
      storage: createVaultStorage(),
      button: createPasskeyButton(document),
      onSession: (payload) => messaging.post?.({ type: 'SESSION_UPDATE', payload }),
      social: { origin: window.location.origin },
      smartAccountNetworks: config.smartAccountNetworks,
    })
  const handlers = config.refusal ? createRefusingHandlers(config.refusal) : vault()
  const announcing: { heard?: () => void } = {}
  const { post } = listenToFrame({
    window,
    parent: window.parent,
    frameOrigin: config.frameOrigin,
    handlers,
    onRequest: () => announcing.heard?.(),
  })
  messaging.post = post
  announcing.heard = announceReady(() => post({ type: 'READY', payload: { version: '4' } })).heard
}
