import { useEffect } from 'react'
import { useDappSettings } from '../../../../app/hostState/useDappSettings.ts'
import { useConnection } from '../../../connection/index.ts'
import { resolveNetwork } from '../../../networks/index.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { useAccountTokens } from '../../useAccountTokens.ts'
import { useSend } from '../../useSend.ts'
import { SendForm } from './SendForm.tsx'
import { SendPreview } from './SendPreview.tsx'
import { SendStatus } from './SendStatus.tsx'
import './SendView.css'

/**
 * Send (SPEC §1): one step per state of the send machine. The connected account and its token
 * balances (the Account view's Tokens list) feed the machine.
 */
export function SendView() {
  const send = useSend()
  const { state } = useSendFlow()
  const { tokens, status: tokensStatus } = useAccountTokens()
  const { current } = useConnection()
  const { networks } = useDappSettings()
  const address = current?.accounts[0] ?? null
  const caip = current?.caipNetworkId ?? null
  const walletName = current?.connector.name ?? ''
  const namespace = caip ? resolveNetwork(caip, networks).chainNamespace : null

  useEffect(() => {
    if (!address || !caip) return send.send({ type: 'START', account: null })
    const network = resolveNetwork(caip, networks)
    send.send({
      type: 'START',
      account: {
        address,
        caipNetworkId: caip,
        namespace: network.chainNamespace,
        walletName,
        native: {
          symbol: network.nativeCurrency.symbol,
          decimals: network.nativeCurrency.decimals,
        },
      },
    })
  }, [send, address, caip, walletName, networks])
  // EVM balances are the Account view's Tokens list (the Data API); Solana's come from the chain.
  useEffect(() => {
    if (namespace === 'eip155')
      send.send({ type: 'BALANCES', tokenBalances: tokens, status: tokensStatus })
  }, [send, namespace, tokens, tokensStatus])
  useEffect(() => {
    const { account, services } = send.getSnapshot().context
    if (namespace !== 'solana' || account?.address !== address || account?.caipNetworkId !== caip)
      return
    let live = true
    send.send({ type: 'BALANCES', tokenBalances: [], status: 'loading' })
    services.loadChainBalances(account).then(
      (tokenBalances) => live && send.send({ type: 'BALANCES', tokenBalances, status: 'ready' }),
      () => live && send.send({ type: 'BALANCES', tokenBalances: [], status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [send, namespace, address, caip])

  if (state.matches('previewing')) return <SendPreview />
  if (
    state.matches('sending') ||
    state.matches('confirming') ||
    state.matches('pending') ||
    state.matches('failed')
  )
    return <SendStatus />
  return <SendForm />
}
