// The demo host page: what a host developer writes. Config comes from the demo server.
;(async () => {
  const config = await (await fetch('/demo-config.json')).json()
  const $ = (id) => document.getElementById(id)
  const log = (text, isError) => {
    const item = document.createElement('li')
    item.textContent = `${new Date().toLocaleTimeString()} ${text}`
    if (isError) item.className = 'error'
    $('log').prepend(item)
  }

  window.devWallet = PortholeDevWallet.install({ chains: config.walletChains, mode: 'prompt' })
  // A Solana wallet too (Wallet Standard), on the local validator.
  window.devSolanaWallet = PortholeDevSolanaWallet.install({
    ...config.solanaWallet,
    mode: 'prompt',
  })

  const modal = Porthole.createModal({
    projectId: config.projectId,
    frameUrl: config.frameUrl,
    networks: config.networks,
    metadata: { name: 'Acme Swap (demo)', url: location.origin },
  })
  const provider = modal.provider
  let account = null

  // Each namespace's account (an EVM and a Solana wallet can be connected at once); the EVM
  // buttons use the EVM one, whichever is active.
  const render = (state) => {
    const accounts = state.accounts ?? {}
    $('status').textContent = state.status
    $('account').textContent = accounts.eip155?.address ?? '–'
    $('solana-account').textContent = accounts.solana?.address ?? '–'
    $('network').textContent = state.caipNetworkId ?? '–'
    account = accounts.eip155?.address ?? null
    for (const id of ['sign', 'send-eth', 'send-token']) $(id).disabled = !account
    $('disconnect').disabled = state.status !== 'connected'
    $('connect').textContent = state.address
      ? `${state.address.slice(0, 6)}…${state.address.slice(-4)}`
      : 'Connect wallet'
  }
  modal.subscribeState(render)
  provider.on('accountsChanged', (accounts) => log(`accountsChanged ${JSON.stringify(accounts)}`))
  provider.on('chainChanged', (chainId) => log(`chainChanged ${chainId}`))
  provider.on('disconnect', () => log('disconnect'))

  const run = (label, fn) => async () => {
    try {
      log(`${label}: ${JSON.stringify(await fn())}`)
    } catch (error) {
      log(`${label} failed: ${error.code ?? ''} ${error.message}`, true)
    }
  }
  const pad = (hex) => hex.replace(/^0x/, '').padStart(64, '0')

  $('connect').onclick = () => modal.open()
  $('connect-solana').onclick = () => modal.open({ namespace: 'solana' })
  $('networks').onclick = () => modal.open({ view: 'Networks' })
  $('sign').onclick = run('personal_sign', () =>
    provider.request({
      method: 'personal_sign',
      params: ['0x48656c6c6f20506f7274686f6c65', account],
    }),
  )
  $('send-eth').onclick = run('eth_sendTransaction', () =>
    provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: config.recipient, value: '0x2386f26fc10000' }],
    }),
  )
  $('send-token').onclick = run('DUSD transfer', () =>
    provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: config.tokens.DUSD,
          data: `0xa9059cbb${pad(config.recipient)}${pad((1_000_000).toString(16))}`,
        },
      ],
    }),
  )
  $('disconnect').onclick = run('disconnect', () => modal.disconnect())
  let dark = false
  $('theme').onclick = () => {
    dark = !dark
    modal.setThemeMode(dark ? 'dark' : 'light')
    $('theme').textContent = dark ? 'Light theme' : 'Dark theme'
  }

  try {
    await modal.ready
    render(modal.getState())
    log('modal ready')
  } catch (error) {
    $('status').textContent = `error: ${error.message}`
    log(`modal failed: ${error.message}`, true)
  }
})()
