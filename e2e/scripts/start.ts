/**
 * `npm start`: the whole product on loopback with embedded defaults — two local EVM chains
 * with the demo tokens, a local Solana validator (litesvm) with funded accounts and DUSD, a Bitcoin regtest chain (an Esplora API double), the api on embedded Postgres (PGlite under .data/), a WalletConnect
 * relay, the frame on its own origin, the demo host page (with the dev wallet and the dev Solana
 * wallet, the Solana network beside the EVM ones) on another, and
 * a double of the on-ramp provider's API with its dev checkout page, and a double of Coinbase
 * Wallet's keys popup (the Coinbase row works offline).
 * Ports can be moved with environment variables.
 */
import { join } from 'node:path'
import { startDevMailbox } from '@porthole/api/startDevMailbox'
import { resolveProjectFromApi } from '@porthole/frame-app/resolveProjectFromApi'
import { createFrameServer } from '@porthole/frame-app/server'
import { createVaultServer } from '@porthole/vault/server'
import { getBase58Decoder } from '@solana/kit'
import { startBitcoinRegtest } from '../fixtures/bitcoinRegtest/startBitcoinRegtest.ts'
import { COINBASE_KEYS_ACCOUNT } from '../fixtures/coinbaseKeys/coinbaseKeysAccount.ts'
import { startCoinbaseKeysDouble } from '../fixtures/coinbaseKeys/startCoinbaseKeysDouble.ts'
import { dataChainFor } from '../fixtures/devChain/dataChainFor.ts'
import { devAccounts } from '../fixtures/devChain/devAccounts.ts'
import { startDevChain } from '../fixtures/devChain/startDevChain.ts'
import { startFarcasterChain } from '../fixtures/farcaster/startFarcasterChain.ts'
import { startFarcasterRelay } from '../fixtures/farcaster/startFarcasterRelay.ts'
import { createCdpKey } from '../fixtures/onramp/createCdpKey.ts'
import { devOnrampStock } from '../fixtures/onramp/devOnrampStock.ts'
import { startOnrampDouble } from '../fixtures/onramp/startOnrampDouble.ts'
import { loaderBuild, paths, repoRoot } from '../fixtures/paths.ts'
import { createRelay } from '../fixtures/relay/createRelay.ts'
import { createStaticServer } from '../fixtures/servers/createStaticServer.ts'
import { findBusyPorts } from '../fixtures/servers/findBusyPorts.ts'
import { startApi } from '../fixtures/servers/startApi.ts'
import { startDemoHost } from '../fixtures/servers/startDemoHost.ts'
import { solanaDataChainFor } from '../fixtures/solanaValidator/solanaDataChainFor.ts'
import { startSolanaValidator } from '../fixtures/solanaValidator/startSolanaValidator.ts'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const LOG_LEVELS = ['error', 'info'] as const

async function main() {
  const logLevel = process.env.LOG_LEVEL ?? 'error'
  if (!LOG_LEVELS.includes(logLevel as (typeof LOG_LEVELS)[number]))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}".`)
  // Each port's variable, its default, and the host it listens on (127.0.0.1 unless named).
  const ports: [variable: string, fallback: number, host?: string][] = [
    ['CHAIN_PORT', 8545],
    ['CHAIN_TWO_PORT', 8546],
    ['API_PORT', 8787],
    ['RELAY_PORT', 8788],
    ['FRAME_PORT', 5174],
    ['HOST_PORT', 5173, 'localhost'],
    ['PHONE_WALLET_PORT', 5175],
    ['SOLANA_PORT', 8899],
    ['BITCOIN_PORT', 8792],
    ['ONRAMP_PORT', 8789],
    ['VAULT_PORT', 5177],
    ['SMTP_PORT', 2525],
    ['INBOX_PORT', 5176],
    ['FARCASTER_CHAIN_PORT', 8547],
    ['COINBASE_KEYS_PORT', 8791],
    ['FARCASTER_RELAY_PORT', 8790],
  ]
  const busy = await findBusyPorts(
    ports.map(([variable, fallback, host = '127.0.0.1']) => ({
      variable,
      port: port(variable, fallback),
      host,
    })),
  )
  if (busy.length)
    throw new Error(
      busy
        .map(
          ({ variable, port }) =>
            `port ${port} (${variable}) is already in use: stop what listens there or pick another port, e.g. ${variable}=${port + 100} npm start`,
        )
        .join('\n'),
    )
  const [one, two, solana, bitcoin] = await Promise.all([
    startDevChain({ chainId: 31337, port: port('CHAIN_PORT', 8545) }),
    startDevChain({ chainId: 31338, port: port('CHAIN_TWO_PORT', 8546) }),
    startSolanaValidator({ port: port('SOLANA_PORT', 8899) }),
    // Bitcoin regtest: the Esplora API over in-memory UTXOs; a block after each broadcast.
    startBitcoinRegtest({ port: port('BITCOIN_PORT', 8792), automine: true }),
  ])
  // The on-ramp provider's stand-in: Coinbase Onramp's API with a dev checkout that sends
  // the bought demo tokens on chain 31337.
  const onrampKey = await createCdpKey()
  const onramp = await startOnrampDouble({
    key: onrampKey,
    port: port('ONRAMP_PORT', 8789),
    ...devOnrampStock(one),
  })
  // The dev mailbox: the api mails login codes here; its inbox page shows them.
  const mailbox = await startDevMailbox({
    smtpPort: port('SMTP_PORT', 2525),
    httpPort: port('INBOX_PORT', 5176),
  })
  const api = await startApi({
    smtpUrl: mailbox.smtpUrl,
    dataDir: process.env.DATA_DIR ?? join(repoRoot, '.data', 'pglite'),
    databaseUrl: process.env.DATABASE_URL,
    port: port('API_PORT', 8787),
    logLevel: logLevel as (typeof LOG_LEVELS)[number],
    devProjectsRoute: true,
    onramp: { baseUrl: onramp.apiUrl, widgetUrl: onramp.url, apiKey: onrampKey },
    chains: [dataChainFor(one, 'Anvil'), dataChainFor(two, 'Anvil Two')],
    solanaChains: [solanaDataChainFor(solana, one)],
    bitcoinChains: [
      {
        caipNetworkId: bitcoin.caipNetworkId,
        esploraUrl: bitcoin.esploraUrl,
        // As mainnet BTC is priced as WBTC on Ethereum: the dev chain's WBTC pool, 60 000 DUSD.
        pricedAs: { caipNetworkId: `eip155:${one.chainId}`, address: one.wrappedBitcoin.address },
      },
    ],
  })
  const relay = await createRelay({ host: '127.0.0.1', port: port('RELAY_PORT', 8788) })
  // The vault on its own origin (another port): only the frame may nest it.
  const frameOrigin = `http://127.0.0.1:${port('FRAME_PORT', 5174)}`
  const vault = await createVaultServer({
    distDir: paths.vaultDist,
    host: '127.0.0.1',
    publicHost: 'vault.localhost',
    port: port('VAULT_PORT', 5177),
    apiUrl: api.url,
    frameOrigin: () => frameOrigin,
    resolveProject: resolveProjectFromApi(api.url),
    // SPEC §6: smart accounts (EIP-7702, Simple7702Account) on both dev chains, where
    // startDevChain deploys the delegation contract.
    smartAccountNetworks: ['eip155:31337', 'eip155:31338'],
  })
  api.setVaultOrigin(new URL(vault.url).origin)
  // Coinbase Wallet's keys popup, played locally: the SDK's popup protocol, dev account 3.
  const coinbaseKeys = await startCoinbaseKeysDouble({
    privateKey: devAccounts(COINBASE_KEYS_ACCOUNT + 1)[COINBASE_KEYS_ACCOUNT]!.privateKey,
    chains: [one, two],
    port: port('COINBASE_KEYS_PORT', 8791),
  })
  const frame = await createFrameServer({
    distDir: paths.frameDist,
    host: '127.0.0.1',
    port: port('FRAME_PORT', 5174),
    coinbaseKeysUrl: coinbaseKeys.keysUrl,
    apiUrl: api.url,
    vaultUrl: vault.url,
    relayUrl: relay.url,
    loader: loaderBuild(),
    resolveProject: resolveProjectFromApi(api.url),
    // The dev chains answer on loopback over plain http.
    connectSources: ['http://127.0.0.1:*', 'http://localhost:*'],
  })
  // Social logins against the dev identity providers (any login works). DEV_IDP_COOP=same-origin
  // serves the dev Google and Apple pages with that COOP header, as Google does.
  // Farcaster: a relay double and chain 10 with the IdRegistry/KeyRegistry mocks; dev account 1
  // is the custody address of fid 4242 (@alice).
  const [farcasterChain, farcasterRelay] = await Promise.all([
    startFarcasterChain({ port: port('FARCASTER_CHAIN_PORT', 8547) }),
    startFarcasterRelay({ port: port('FARCASTER_RELAY_PORT', 8790) }),
  ])
  await farcasterChain.registerFid(devAccounts(2)[1]!.address, 4242)
  const coop = process.env.DEV_IDP_COOP
  if (coop !== undefined && coop !== 'same-origin' && coop !== 'same-origin-allow-popups')
    throw new Error(`DEV_IDP_COOP must be same-origin or same-origin-allow-popups, not "${coop}".`)
  await api.enableSocial({
    returnOrigins: [new URL(frame.url).origin, new URL(vault.url).origin],
    ...(coop === 'same-origin' || coop === 'same-origin-allow-popups'
      ? { openerPolicy: coop }
      : {}),
    farcaster: {
      relayUrl: farcasterRelay.url,
      rpcUrl: farcasterChain.rpcUrl,
      domain: new URL(frame.url).host,
      siweUri: `${frame.url}/`,
    },
  })
  const host = await startDemoHost({
    frameUrl: frame.url,
    one,
    two,
    solana,
    port: port('HOST_PORT', 5173),
  })

  // The dev phone wallet: a WalletConnect wallet page on its own origin, signing with anvil
  // account 0 and Solana dev account 9 (it offers eip155 and solana), so the QR flow works with
  // no phone: paste the link the modal copies.
  const phone = await createStaticServer({
    host: '127.0.0.1',
    port: port('PHONE_WALLET_PORT', 5175),
    routes: {
      '/': join(paths.wcWallet, 'index.html'),
      '/wc-wallet.js': join(paths.wcWallet, 'wc-wallet.js'),
    },
  })
  const phoneSolana = new URLSearchParams({
    solanaKey: getBase58Decoder().decode(solana.accounts[9]!.secretKey),
    solanaChain: solana.caipNetworkId,
    solanaRpc: solana.rpcUrl,
  })
  const phoneUrl = `${phone.url}/?relay=${encodeURIComponent(relay.url)}&rpc=${encodeURIComponent(one.rpcUrl)}&chains=31337,31338&${phoneSolana}`

  console.log(`
Porthole is running.
  Demo host page   ${host.url}/
  Frame            ${frame.url}/?projectId=demo
  Dev phone wallet ${phoneUrl}
  Api              ${api.url}/health   (add a project: POST ${api.url}/dev/projects, see docs/host-guide.md)
  Chain 31337      ${one.rpcUrl}
  Chain 31338      ${two.rpcUrl}
  Solana (local)   ${solana.rpcUrl} (WebSocket ${solana.wsUrl})
  Bitcoin regtest  ${bitcoin.esploraUrl} (Esplora API; POST ${bitcoin.url}/regtest/fund, /regtest/mine)
  Relay            ${relay.url}
  Farcaster (dev)  relay ${farcasterRelay.url}, chain 10 ${farcasterChain.rpcUrl} (fid 4242: dev account 1)
  Social logins    google, x, discord, github, apple, facebook: local dev identity providers (any login)
  Vault            ${vault.url}/4/ (embedded wallets, nested by the frame)
  Dev inbox        ${mailbox.url}/   (email login codes; SMTP ${mailbox.smtpUrl})
  On-ramp (dev)    ${onramp.url}/onramp (Coinbase Onramp API double; checkout at /buy/select-asset)
  Coinbase (dev)   ${coinbaseKeys.keysUrl} (Coinbase Wallet's keys popup, dev account 3)
Press Ctrl+C to stop.`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await Promise.allSettled([
      host.close(),
      phone.close(),
      frame.close(),
      vault.close(),
      relay.close(),
      onramp.close(),
      coinbaseKeys.close(),
      mailbox.close(),
      one.stop(),
      two.stop(),
      solana.stop(),
      bitcoin.close(),
      farcasterChain.stop(),
      farcasterRelay.close(),
    ])
    await api.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  // A supervisor that signals only npm kills the shell between npm and this
  // process, and this process is re-parented: stop then too, so no dev chain
  // or server outlives `npm start`.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) void stop()
  }, 1000).unref()
}

main().catch((error) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
