import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'

/** The code of an account delegated to Simple7702Account (EIP-7702 designator). */
export const DELEGATED_CODE = `0xef0100${SIMPLE_7702_ACCOUNT.slice(2).toLowerCase()}`
