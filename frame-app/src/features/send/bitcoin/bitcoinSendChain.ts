import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import { bitcoinNetworkOf, bitcoinOutputScript } from '@porthole/shared-protocol/bitcoin'
import type { BitcoinChainClient } from '../../../chains/bitcoin/createBitcoinChainClient.ts'
import type { SignPsbtParams } from '../../../connectors/bitcoin/bitcoinRequests.ts'
import { SignedPsbtSchema } from '../../../connectors/bitcoin/bitcoinRequests.ts'
import type { SendChain, SendTarget } from '../SendChain.ts'
import type { TransferRequest } from '../SendServices.ts'
import { buildBitcoinPsbt } from './buildBitcoinPsbt.ts'
import { extractBitcoinTransaction } from './extractBitcoinTransaction.ts'
import { planBitcoinSend } from './planBitcoinSend.ts'

const SPEEDS = ['slow', 'normal', 'fast'] as const

/** The coins, scripts and fee rates of a send, read through the api (decision 0266). */
async function read(request: TransferRequest, target: SendTarget) {
  const network = bitcoinNetworkOf(target.network.caipNetworkId)
  const from = request.account.address
  const change = network && bitcoinOutputScript(from, network)
  const to = network && bitcoinOutputScript(request.to, network)
  if (!change || !to) throw new InvalidParamsRpcError('Not an address of this Bitcoin network.')
  const client = target.client as BitcoinChainClient
  const [utxos, rates] = await Promise.all([client.utxos(from), client.feeRates()])
  const coins = utxos.map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: BigInt(utxo.value),
    script: change,
  }))
  const planAt = (feeRate: number) =>
    planBitcoinSend({ coins, amount: request.amount, to, change, feeRate })
  return { client, rates, planAt }
}

/** The send planned at the request's fee choice ('normal' unless another was picked). */
async function plan(request: TransferRequest, target: SendTarget) {
  const { client, rates, planAt } = await read(request, target)
  return { client, ...planAt(rates[request.feeSpeed ?? 'normal']) }
}

/**
 * Sends BTC from the connection's payment address (P2WPKH): coins and the api's fee rate of
 * the chosen speed (slow, normal or fast; `feeChoices` prices each), a PSBT the wallet signs
 * (`signPsbt`, every input its payment address's), the signed transaction broadcast through
 * the api. Coins that do not cover amount and fee are refused
 * before the wallet is asked. The request says Send's preview confirmed it, so the embedded
 * wallet signs it without a second approval.
 */
export const bitcoinSendChain: SendChain = {
  async estimateFee(request, target) {
    return (await plan(request, target)).fee
  },
  async feeChoices(request, target) {
    const { rates, planAt } = await read(request, target)
    return SPEEDS.map((speed) => ({ speed, rate: rates[speed], fee: planAt(rates[speed]).fee }))
  },
  async submit(request, target) {
    const { client, inputs, outputs, enough } = await plan(request, target)
    if (!enough) throw new InvalidParamsRpcError('Insufficient BTC for this amount and its fee.')
    const from = request.account.address
    const params: SignPsbtParams = {
      account: from,
      psbt: buildBitcoinPsbt(inputs, outputs),
      signInputs: inputs.map((_, index) => ({ address: from, index })),
      broadcast: false,
    }
    // Send's preview was the user's confirmation: an embedded wallet does not ask again (0070).
    const answer = await target.connection.connector.request(
      { method: 'signPsbt', params },
      { confirmedInModal: true },
    )
    const signed = SignedPsbtSchema.safeParse(answer)
    if (!signed.success) throw new InvalidParamsRpcError('The wallet returned no signed PSBT.')
    return client.broadcast(extractBitcoinTransaction(signed.data.psbt, inputs, outputs))
  },
}
