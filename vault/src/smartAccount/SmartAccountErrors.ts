import { VaultError } from '../VaultError.ts'

/** SPEC §6: smart accounts exist only on the listed networks; elsewhere the request is 4200. */
export const smartAccountNotEnabled = (caipNetworkId: string) =>
  new VaultError(
    'SmartAccountNotEnabledError',
    `Smart accounts are not enabled on ${caipNetworkId}.`,
    { code: 4200, data: { caipNetworkId } },
  )
