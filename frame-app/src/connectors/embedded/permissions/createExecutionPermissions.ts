import {
  EXECUTION_PERMISSIONS,
  InternalRpcError,
  InvalidParamsRpcError,
  type Network,
  RECEIPT_TIMEOUT_MS,
  REVOKE_PERMISSIONS_TIMEOUT_MS,
  type RpcRequest,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import {
  bytesToHex,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  keccak256,
  maxUint256,
  numberToHex,
} from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { ChainClients } from '../../../chains/createChainClients.ts'
import { UnsupportedChainIdError } from '../../eip5792/SendCallsErrors.ts'
import type { ApproveRequest } from '../approveRequest.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { sendSmartAccountBatch } from '../evm/sendSmartAccountBatch.ts'
import { executionPermissionsAbi as abi } from './executionPermissionsAbi.ts'
import { readGrantedPermissions, readRule } from './readGrantedPermissions.ts'
import {
  type PermissionRule,
  readPermissionRequest,
  readRevokeRequest,
} from './readPermissionRequest.ts'

export type ExecutionPermissionsDeps = {
  vault: VaultClient
  chainClients: ChainClients
  approve: ApproveRequest
  /** The connected account and its network. */
  current: () => { address: Hex; network: Network }
  /** Whether the account is a smart account on the network (an enabled one, switched on). */
  smartAccountOn: (caipNetworkId: string) => boolean
  /** Waits `ms` (a test passes its own clock). */
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const seconds = () => Math.floor(Date.now() / 1000)

/** The answer ERC-7715 asks for, in the shape of the method that asked. */
function answer(method: string, rule: PermissionRule, from: Hex, context: Hex, start: number) {
  const chainId = numberToHex(rule.chainId)
  const permission = { ...rule.permission, data: { ...rule.permission.data, startTime: start } }
  if (method === 'wallet_grantPermissions')
    return {
      chainId,
      address: from,
      expiry: rule.expiry,
      signer: { type: 'account', data: { address: rule.session } },
      permission,
      policies: [],
      context,
      signerMeta: { delegationManager: EXECUTION_PERMISSIONS },
    }
  return {
    chainId,
    from,
    to: rule.session,
    permission: {
      ...permission,
      isAdjustmentAllowed: rule.permission.isAdjustmentAllowed ?? false,
    },
    rules: [{ type: 'expiry', data: { timestamp: rule.expiry } }],
    context,
    dependencies: [],
    delegationManager: EXECUTION_PERMISSIONS,
  }
}

/**
 * ERC-7715 execution permissions for the embedded smart account (decision 0277). A grant
 * (`wallet_requestExecutionPermissions`, or the earlier `wallet_grantPermissions`) is approved
 * in ApproveTransaction, then sent as the account's one executeBatch: the token allowance to
 * ExecutionPermissions and its `grant` of the rule; the answer (once it landed) carries the
 * rule's id as `context` and ExecutionPermissions as `delegationManager`. A revoke
 * (`wallet_revokeExecutionPermission`, `wallet_revokePermissions` naming a context), approved
 * too, sends the account's `revoke(id)` and answers `{}` once it is sent or after SPEC §9's
 * 100 ms, whichever comes first; the transaction goes on. `granted` lists the account's
 * standing permissions, read from the chain (the smart account on or not, decision 0012).
 */
export function createExecutionPermissions(deps: ExecutionPermissionsDeps) {
  const sleep = deps.sleep ?? wait
  /** Ids whose revoke was sent and may not have landed: not listed as standing. */
  const revoking = new Set<string>()

  /** The chain, where ExecutionPermissions is deployed (else 4200). */
  const onChain = async () => {
    const { address, network } = deps.current()
    const chain = await deps.chainClients.get(network)
    const code = await chain.request({
      method: 'eth_getCode',
      params: [EXECUTION_PERMISSIONS, 'latest'],
    })
    if (typeof code !== 'string' || code === '0x')
      throw new UnsupportedProviderMethodError(
        `Execution permissions are not available on ${network.name}.`,
      )
    return { address, network, chain, chainId: Number(network.id) }
  }
  /** `onChain`, for an account that is a smart account there (else 4200): it grants and revokes. */
  const ready = async () => {
    if (!deps.smartAccountOn(deps.current().network.caipNetworkId))
      throw new UnsupportedProviderMethodError(
        'Execution permissions need the smart account: switch to it in Account.',
      )
    return onChain()
  }

  const send = (chain: ChainClient, chainId: number, from: Hex, calls: { to: Hex; data: Hex }[]) =>
    sendSmartAccountBatch({ vault: deps.vault, chain }, { chainId, from, calls })

  async function grant(request: RpcRequest) {
    const { address, network, chain, chainId } = await ready()
    const rule = readPermissionRequest(request.method, request.params)
    if (rule.chainId !== chainId)
      throw new UnsupportedChainIdError(`The wallet is on ${network.name}, not ${rule.chainId}.`)
    if (rule.from && !isAddressEqual(rule.from, address))
      throw new UnauthorizedProviderError('The address is not this account.')
    if (rule.expiry <= seconds())
      throw new InvalidParamsRpcError('The permission would have expired already.')
    await deps.approve(request, { account: address, caipNetworkId: network.caipNetworkId })
    const salt = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
    const hash = await send(chain, chainId, address, [
      {
        to: rule.token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [EXECUTION_PERMISSIONS, maxUint256],
        }),
      },
      {
        to: EXECUTION_PERMISSIONS,
        data: encodeFunctionData({
          abi,
          functionName: 'grant',
          args: [
            rule.session,
            rule.token,
            rule.periodAmount,
            BigInt(rule.period),
            BigInt(rule.expiry),
            salt,
          ],
        }),
      },
    ])
    const landed = await chain.waitForReceipt(hash, RECEIPT_TIMEOUT_MS)
    if (landed !== 'success')
      throw new InternalRpcError(
        `The permission was not granted: its transaction ${hash} ${landed === 'timeout' ? 'did not land in time' : 'reverted'}.`,
      )
    const id = keccak256(
      encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'address' }, { type: 'bytes32' }],
        [BigInt(chainId), address, salt],
      ),
    )
    const stored = await readRule(chain, id)
    return [answer(request.method, rule, address, id, Number(stored.start))]
  }

  async function revoke(request: RpcRequest) {
    const id = readRevokeRequest(request.params)
    const { address, network, chain, chainId } = await ready()
    const rule = await readRule(chain, id)
    if (!isAddressEqual(rule.account, address))
      throw new InvalidParamsRpcError('This account granted no permission with that context.')
    await deps.approve(request, { account: address, caipNetworkId: network.caipNetworkId })
    revoking.add(id)
    const sending = send(chain, chainId, address, [
      {
        to: EXECUTION_PERMISSIONS,
        data: encodeFunctionData({ abi, functionName: 'revoke', args: [id] }),
      },
    ])
    sending.catch(() => revoking.delete(id))
    await Promise.race([sending, sleep(REVOKE_PERMISSIONS_TIMEOUT_MS)])
    return {}
  }

  // Read as an eoa too: a grant keeps working through its token allowance whatever the account is.
  async function granted() {
    const { address, chain } = await onChain()
    const list = await readGrantedPermissions(chain, address)
    return list.filter((permission) => !revoking.has(permission.context))
  }

  return { grant, revoke, granted }
}
