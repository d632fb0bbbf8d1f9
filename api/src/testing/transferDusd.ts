import { type DevChain, devChainClients } from '@porthole/e2e/devChain'
import { erc20Abi, type Hex, parseUnits } from 'viem'

/** `amount` DUSD from dev account 1 to account 7, mined in a block of its own; its hash. */
export async function transferDusd(chain: DevChain, amount: string): Promise<Hex> {
  const { wallet, client } = devChainClients(
    chain.rpcUrl,
    chain.chainId,
    chain.accounts[1]!.privateKey,
  )
  const hash = await wallet.writeContract({
    address: chain.tokens.DUSD.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [chain.accounts[7]!.address, parseUnits(amount, 6)],
  })
  await client.waitForTransactionReceipt({ hash })
  return hash
}
