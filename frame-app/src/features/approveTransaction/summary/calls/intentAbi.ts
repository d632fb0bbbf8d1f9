import { parseAbi } from 'viem'

/**
 * The token calls ApproveTransaction reads as intent: ERC-20 `transfer`, `approve` and
 * `increaseAllowance` (OpenZeppelin's), ERC-721/1155 `setApprovalForAll`.
 */
export const intentAbi = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
])
