// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The two reads Sign In With Farcaster makes of Farcaster's IdRegistry, for the dev chain 10.
/// State lives in storage only, so the runtime code works when copied to the real address.
contract MockIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    function register(address custody, uint256 fid) external {
        idOf[custody] = fid;
        custodyOf[fid] = custody;
    }
}

/// KeyRegistry's `keyDataOf(fid, key)`: state 1 (added) and keyType 2 mark an auth address.
contract MockKeyRegistry {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    mapping(uint256 => mapping(bytes32 => KeyData)) internal keys;

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][keccak256(key)];
    }

    function add(uint256 fid, bytes calldata key, uint32 keyType) external {
        keys[fid][keccak256(key)] = KeyData(1, keyType);
    }
}
