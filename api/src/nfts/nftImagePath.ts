/**
 * Where the api serves a token's image (`createNftImageRoutes`): answers name this path, never
 * the third-party URL, so visitors' browsers do not reach hosts a contract chose.
 */
export const nftImagePath = (chainId: string, contract: string, tokenId: string) =>
  `/v1/nfts/${encodeURIComponent(chainId)}/${contract}/${tokenId}/image`
