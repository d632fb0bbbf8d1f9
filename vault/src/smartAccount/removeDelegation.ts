import { zeroAddress } from 'viem'
import type { VaultContext } from '../VaultContext.ts'

type RemoveDelegationParams = {
  chainId: number
  nonce: number
  gas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}

/**
 * REMOVE_DELEGATION (decision 0012): the one place the vault signs an EIP-7702 authorization
 * to the zero address, which clears the account's code. It signs it for the transaction's
 * nonce + 1 (the account sends it itself) and signs that transaction too: from the account to
 * itself, no value, no data, so the request cannot carry anything else. The frame names the
 * chain, the nonce, the gas and the fees (the vault cannot reach chains) and has had the user
 * approve the removal. `eth_signTransaction` still refuses every other delegation target.
 */
export const removeDelegation =
  (context: VaultContext) =>
  async ({ chainId, nonce, gas, maxFeePerGas, maxPriorityFeePerGas }: RemoveDelegationParams) =>
    context.withAccountKey(async (accounts) => {
      const authorization = await accounts.evm.signAuthorization({
        address: zeroAddress,
        chainId,
        nonce: nonce + 1,
      })
      const transaction = await accounts.evm.signTransaction({
        type: 'eip7702',
        chainId,
        nonce,
        to: accounts.evm.address,
        value: 0n,
        data: '0x',
        gas: BigInt(gas),
        maxFeePerGas: BigInt(maxFeePerGas),
        maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas),
        authorizationList: [authorization],
      })
      return { transaction }
    })
