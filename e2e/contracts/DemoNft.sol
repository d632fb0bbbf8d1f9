// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title DemoNft
/// @notice The dev chain's ERC-721 collection (OpenZeppelin). Token ids count up from 1; each
/// token's metadata lives at `baseUri` + id, served over HTTP by the dev stack.
contract DemoNft is ERC721, Ownable {
    uint256 public nextId = 1;
    string private baseUri;

    constructor(string memory name_, string memory symbol_, string memory baseUri_)
        ERC721(name_, symbol_)
        Ownable(msg.sender)
    {
        baseUri = baseUri_;
    }

    function mint(address to) external onlyOwner returns (uint256 id) {
        id = nextId++;
        _safeMint(to, id);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseUri;
    }
}
