import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import type { VaultContext } from '../VaultContext.ts'
import { smartAccountNotEnabled } from './SmartAccountErrors.ts'

/**
 * INIT_SMART_ACCOUNT: signs the EIP-7702 authorization (viem `signAuthorization`) that
 * delegates the account to Simple7702Account on `chainId`, with the key rebuilt for this one
 * request. The implementation is fixed here: the frame names only the chain and the nonce, so
 * no request can delegate the account to another contract. Only on enabled networks (4200).
 */
export const initSmartAccount =
  (context: VaultContext) =>
  async ({ chainId, nonce }: { chainId: number; nonce: number }) => {
    const caipNetworkId = `eip155:${chainId}`
    if (!context.smartAccountNetworks.includes(caipNetworkId))
      throw smartAccountNotEnabled(caipNetworkId)
    return context.withAccountKey(async (accounts) => {
      const signed = await accounts.evm.signAuthorization({
        contractAddress: SIMPLE_7702_ACCOUNT,
        chainId,
        nonce,
      })
      return {
        address: accounts.evm.address,
        authorization: {
          address: signed.address,
          chainId: signed.chainId,
          nonce: signed.nonce,
          r: signed.r,
          s: signed.s,
          yParity: signed.yParity ?? 0,
        },
      }
    })
  }
