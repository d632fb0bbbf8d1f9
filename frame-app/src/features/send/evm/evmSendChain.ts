import { prepareLegacyTransaction } from '../../../chains/evm/prepareLegacyTransaction.ts'
import { sendConfirmedTransaction } from '../../../connectors/sendConfirmedTransaction.ts'
import type { SendChain } from '../SendChain.ts'
import { buildEvmTransfer } from './buildEvmTransfer.ts'

const quantity = (value: unknown) => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
    throw new TypeError(`Unexpected quantity: ${String(value)}`)
  return BigInt(value)
}

/**
 * EVM sends (SPEC §4, §7): the fee is `eth_estimateGas` × the gas price; the transaction goes
 * to the wallet as legacy type with `gasPrice` filled; the receipt is awaited up to the timeout.
 */
export const evmSendChain: SendChain = {
  async estimateFee(request, { client }) {
    const tx = buildEvmTransfer(request)
    const [gas, gasPrice] = await Promise.all([
      client.request({ method: 'eth_estimateGas', params: [tx] }).then(quantity),
      client.getGasPrice(),
    ])
    return gas * gasPrice
  },
  async submit(request, { client, connection }) {
    const tx = await prepareLegacyTransaction([buildEvmTransfer(request)], () =>
      client.getGasPrice(),
    )
    // Confirmed in Send's preview.
    return sendConfirmedTransaction(connection.connector, tx)
  },
}
