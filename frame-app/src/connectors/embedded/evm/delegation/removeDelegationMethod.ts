/**
 * The method ApproveTransaction is asked to show for the embedded wallet's delegation removal
 * (decision 0012). Only the connector's `removeDelegation` asks it: a host sending it gets
 * 4200 like any method the embedded wallet does not know.
 */
export const REMOVE_DELEGATION_METHOD = 'porthole_removeDelegation'
