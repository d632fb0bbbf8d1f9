import { parseAbi } from 'viem'

/** What the frame calls and reads of ExecutionPermissions (`EXECUTION_PERMISSIONS`). */
export const executionPermissionsAbi = parseAbi([
  'function grant(address session, address token, uint256 periodAmount, uint64 period, uint64 expiry, bytes32 salt) returns (bytes32)',
  'function revoke(bytes32 id)',
  'function permissionId(address account, bytes32 salt) view returns (bytes32)',
  'function available(bytes32 id) view returns (uint256)',
  'function rules(bytes32 id) view returns (address account, address session, address token, uint64 start, uint64 period, uint64 expiry, bool revoked, uint256 periodAmount)',
  'event PermissionGranted(bytes32 indexed id, address indexed account, address indexed session, address token, uint256 periodAmount, uint64 period, uint64 expiry)',
])
