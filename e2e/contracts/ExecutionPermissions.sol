// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title ExecutionPermissions
/// @notice ERC-7715 execution permissions for an embedded smart account, redeemed through
/// ERC-7710's `redeemDelegations` (this contract is the permission's `delegationManager`).
/// An account grants a rule in the same atomic batch (its EIP-7702 delegation's executeBatch)
/// as it allows this contract to move the rule's token: a session key the dapp holds may then
/// make the account pay ERC-20 `transfer`s of that token, at most `periodAmount` in each period
/// of `period` seconds from the grant, until `expiry`, unless the account revokes it. Every
/// redeemed call is checked against the rule: the caller is the session key, the target is the
/// rule's token, the call is `transfer(to, amount)` with no value, the period's total stays
/// within the amount, the rule is neither expired nor revoked.
contract ExecutionPermissions {
    struct Rule {
        address account;
        address session;
        address token;
        uint64 start;
        uint64 period;
        uint64 expiry;
        bool revoked;
        uint256 periodAmount;
    }

    /// @notice Each rule by its id (the permission's context).
    mapping(bytes32 => Rule) public rules;
    /// @notice What a rule moved in each period (id => period index => amount).
    mapping(bytes32 => mapping(uint256 => uint256)) public spent;

    bytes4 private constant TRANSFER = 0xa9059cbb;
    bytes4 private constant TRANSFER_FROM = 0x23b872dd;

    event PermissionGranted(
        bytes32 indexed id,
        address indexed account,
        address indexed session,
        address token,
        uint256 periodAmount,
        uint64 period,
        uint64 expiry
    );
    event PermissionRevoked(bytes32 indexed id, address indexed account);
    event PermissionRedeemed(bytes32 indexed id, address indexed to, uint256 amount);

    error InvalidRule();
    error RuleExists(bytes32 id);
    error UnknownPermission(bytes32 id);
    error NotSession(address caller);
    error Revoked(bytes32 id);
    error Expired(uint64 expiry);
    error WrongTarget(address target);
    error UnsupportedCall();
    error UnsupportedMode(bytes32 mode);
    error OverLimit(uint256 available, uint256 amount);
    error TransferFailed();

    /// @notice The id a grant by `account` with `salt` gets on this chain.
    function permissionId(address account, bytes32 salt) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, account, salt));
    }

    /// @notice The caller (the account) grants `session` the rule; returns its id.
    function grant(
        address session,
        address token,
        uint256 periodAmount,
        uint64 period,
        uint64 expiry,
        bytes32 salt
    ) external returns (bytes32 id) {
        if (
            session == address(0) || token == address(0) || periodAmount == 0 || period == 0
                || expiry <= block.timestamp
        ) revert InvalidRule();
        id = permissionId(msg.sender, salt);
        if (rules[id].account != address(0)) revert RuleExists(id);
        rules[id] = Rule(
            msg.sender, session, token, uint64(block.timestamp), period, expiry, false, periodAmount
        );
        emit PermissionGranted(id, msg.sender, session, token, periodAmount, period, expiry);
    }

    /// @notice The account that granted `id` withdraws it; later redemptions revert.
    function revoke(bytes32 id) external {
        Rule storage rule = rules[id];
        if (rule.account != msg.sender) revert UnknownPermission(id);
        rule.revoked = true;
        emit PermissionRevoked(id, msg.sender);
    }

    /// @notice What the rule may still move in the current period (0 once revoked or expired).
    function available(bytes32 id) external view returns (uint256) {
        Rule storage rule = rules[id];
        if (rule.account == address(0) || rule.revoked || block.timestamp >= rule.expiry) return 0;
        return rule.periodAmount - spent[id][(block.timestamp - rule.start) / rule.period];
    }

    /// @notice ERC-7710: each context is a rule id (abi-encoded bytes32), each mode the default
    /// single call (zero), each execution `target ‖ value ‖ callData` (ERC-7579, packed).
    function redeemDelegations(
        bytes[] calldata permissionContexts,
        bytes32[] calldata modes,
        bytes[] calldata executionCallDatas
    ) external {
        if (
            permissionContexts.length != modes.length
                || modes.length != executionCallDatas.length
        ) revert UnsupportedCall();
        for (uint256 i = 0; i < modes.length; i++) {
            if (modes[i] != bytes32(0)) revert UnsupportedMode(modes[i]);
            redeem(abi.decode(permissionContexts[i], (bytes32)), executionCallDatas[i]);
        }
    }

    function redeem(bytes32 id, bytes calldata execution) private {
        Rule storage rule = rules[id];
        if (rule.account == address(0)) revert UnknownPermission(id);
        if (msg.sender != rule.session) revert NotSession(msg.sender);
        if (rule.revoked) revert Revoked(id);
        if (block.timestamp >= rule.expiry) revert Expired(rule.expiry);
        if (execution.length < 52) revert UnsupportedCall();
        address target = address(bytes20(execution[0:20]));
        if (target != rule.token) revert WrongTarget(target);
        bytes calldata callData = execution[52:];
        if (
            uint256(bytes32(execution[20:52])) != 0 || callData.length != 68
                || bytes4(callData[0:4]) != TRANSFER
        ) revert UnsupportedCall();
        (address to, uint256 amount) = abi.decode(callData[4:], (address, uint256));
        uint256 index = (block.timestamp - rule.start) / rule.period;
        uint256 used = spent[id][index];
        if (used + amount > rule.periodAmount) revert OverLimit(rule.periodAmount - used, amount);
        spent[id][index] = used + amount;
        (bool ok, bytes memory result) =
            rule.token.call(abi.encodeWithSelector(TRANSFER_FROM, rule.account, to, amount));
        if (!ok || (result.length != 0 && !abi.decode(result, (bool)))) revert TransferFailed();
        emit PermissionRedeemed(id, to, amount);
    }
}
