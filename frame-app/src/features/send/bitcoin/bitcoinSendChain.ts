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

/** The coins, scripts and fee rate of a send, read through the api (decision 0266). */
async function plan(request: TransferRequest, target: SendTarget) {
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
  return {
    client,
    ...planBitcoinSend({ coins, amount: request.amount, to, change, feeRate: rates.normal }),
  }
}

/**
 * Sends BTC from the connection's payment address (P2WPKH): coins and the api's "normal" fee
 * rate, a PSBT the wallet signs (`signPsbt`, every input its payment address's), the signed
 * transaction broadcast through the api. Coins that do not cover amount and fee are refused
 * before the wallet is asked. The request says Send's preview confirmed it, so the embedded
 * wallet signs it without a second approval.
 */
export const bitcoinSendChain: SendChain = {
  async estimateFee(request, target) {
    return (await plan(request, target)).fee
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
