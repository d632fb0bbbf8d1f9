import type * as z from 'zod/mini'
/** Arbitrum One (chain 42161). */
export declare const arbitrum: {
	readonly id: 42161;
	readonly chainNamespace: "eip155";
	readonly caipNetworkId: "eip155:42161";
	readonly name: "Arbitrum One";
	readonly nativeCurrency: {
		readonly name: "Ether";
		readonly symbol: "ETH";
		readonly decimals: 18;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Arbiscan";
			readonly url: "https://arbiscan.io";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://arb1.arbitrum.io/rpc",
		"https://arbitrum-one-rpc.publicnode.com"
	];
};
/** Base (chain 8453), Coinbase's OP Stack rollup. */
export declare const base: {
	readonly id: 8453;
	readonly chainNamespace: "eip155";
	readonly caipNetworkId: "eip155:8453";
	readonly name: "Base";
	readonly nativeCurrency: {
		readonly name: "Ether";
		readonly symbol: "ETH";
		readonly decimals: 18;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Basescan";
			readonly url: "https://basescan.org";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://mainnet.base.org",
		"https://base-rpc.publicnode.com"
	];
};
/**
 * Bitcoin mainnet (bip122, CAIP-2 from the genesis hash). Read through the api's Bitcoin data
 * source (the operator's BITCOIN_DATA_CHAINS); `publicRpcUrls` are public Esplora API bases.
 */
export declare const bitcoin: {
	readonly id: "000000000019d6689c085ae165831e93";
	readonly chainNamespace: "bip122";
	readonly caipNetworkId: "bip122:000000000019d6689c085ae165831e93";
	readonly name: "Bitcoin";
	readonly nativeCurrency: {
		readonly name: "Bitcoin";
		readonly symbol: "BTC";
		readonly decimals: 8;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "mempool.space";
			readonly url: "https://mempool.space";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://blockstream.info/api",
		"https://mempool.space/api"
	];
};
/**
 * Bitcoin regtest, a local chain (`npm start` runs one behind an Esplora API); addresses start
 * with `bcrt1`. No explorer and no public endpoint: the api's BITCOIN_DATA_CHAINS names the
 * local Esplora.
 */
export declare const bitcoinRegtest: {
	readonly id: "0f9188f13cb7b2c71f2a335e3a4fc328";
	readonly chainNamespace: "bip122";
	readonly caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328";
	readonly name: "Bitcoin Regtest";
	readonly nativeCurrency: {
		readonly name: "Regtest Bitcoin";
		readonly symbol: "BTC";
		readonly decimals: 8;
	};
	readonly testnet: true;
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
	];
};
/** Bitcoin's default signet (BIP-325); addresses start with `tb1`, as on testnet4. */
export declare const bitcoinSignet: {
	readonly id: "00000008819873e925422c1ff0f99f7c";
	readonly chainNamespace: "bip122";
	readonly caipNetworkId: "bip122:00000008819873e925422c1ff0f99f7c";
	readonly name: "Bitcoin Signet";
	readonly nativeCurrency: {
		readonly name: "Signet Bitcoin";
		readonly symbol: "sBTC";
		readonly decimals: 8;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "mempool.space";
			readonly url: "https://mempool.space/signet";
		};
	};
	readonly testnet: true;
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://mempool.space/signet/api",
		"https://blockstream.info/signet/api"
	];
};
/** Bitcoin testnet4 (BIP-94), which replaced testnet3; addresses start with `tb1`. */
export declare const bitcoinTestnet4: {
	readonly id: "00000000da84f2bafbbc53dee25a72ae";
	readonly chainNamespace: "bip122";
	readonly caipNetworkId: "bip122:00000000da84f2bafbbc53dee25a72ae";
	readonly name: "Bitcoin Testnet4";
	readonly nativeCurrency: {
		readonly name: "Testnet Bitcoin";
		readonly symbol: "tBTC";
		readonly decimals: 8;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "mempool.space";
			readonly url: "https://mempool.space/testnet4";
		};
	};
	readonly testnet: true;
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://mempool.space/testnet4/api"
	];
};
/** Ethereum mainnet (chain 1). */
export declare const mainnet: {
	readonly id: 1;
	readonly chainNamespace: "eip155";
	readonly caipNetworkId: "eip155:1";
	readonly name: "Ethereum";
	readonly nativeCurrency: {
		readonly name: "Ether";
		readonly symbol: "ETH";
		readonly decimals: 18;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Etherscan";
			readonly url: "https://etherscan.io";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://eth.merkle.io",
		"https://ethereum-rpc.publicnode.com"
	];
};
declare const NetworkSchema: z.ZodMiniObject<{
	id: z.ZodMiniUnion<readonly [
		z.ZodMiniNumber<number>,
		z.ZodMiniString<string>
	]>;
	chainNamespace: z.ZodMiniEnum<{
		eip155: "eip155";
		solana: "solana";
		bip122: "bip122";
	}>;
	caipNetworkId: z.ZodMiniString<string>;
	name: z.ZodMiniString<string>;
	nativeCurrency: z.ZodMiniObject<{
		name: z.ZodMiniString<string>;
		symbol: z.ZodMiniString<string>;
		decimals: z.ZodMiniNumber<number>;
	}, z.core.$strip>;
	rpcUrls: z.ZodMiniObject<{
		default: z.ZodMiniObject<{
			http: z.ZodMiniArray<z.ZodMiniString<string>>;
		}, z.core.$strip>;
		chainDefault: z.ZodMiniOptional<z.ZodMiniObject<{
			http: z.ZodMiniArray<z.ZodMiniString<string>>;
		}, z.core.$strip>>;
	}, z.core.$strip>;
	blockExplorers: z.ZodMiniOptional<z.ZodMiniObject<{
		default: z.ZodMiniObject<{
			name: z.ZodMiniString<string>;
			url: z.ZodMiniString<string>;
		}, z.core.$strip>;
	}, z.core.$strip>>;
	testnet: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
	imageUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
	assets: z.ZodMiniOptional<z.ZodMiniObject<{
		imageId: z.ZodMiniOptional<z.ZodMiniString<string>>;
		imageUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
	}, z.core.$strip>>;
}, z.core.$strip>;
export type Network = z.infer<typeof NetworkSchema>;
/**
 * A network as the modal expects it; a viem-style chain without `caipNetworkId` is EVM. An EVM
 * network without `rpcUrls` is read through the api's chain RPC service.
 */
export type NetworkInput = Omit<Network, "chainNamespace" | "caipNetworkId" | "rpcUrls"> & Partial<Pick<Network, "chainNamespace" | "caipNetworkId">> & {
	rpcUrls?: {
		default: {
			http: readonly string[];
		};
	};
};
/**
 * A network as `createModal` takes it, plus public RPC endpoints. Presets (EVM, Solana, Bitcoin)
 * carry no `rpcUrls`: the frame reads them through the api's chain RPC service. For a frame
 * without an api, `withPublicRpc(preset)` uses the public endpoints instead (rate-limited,
 * best effort).
 */
export type NetworkPreset = NetworkInput & {
	caipNetworkId: string;
	chainNamespace: "eip155" | "solana" | "bip122";
	/**
	 * Free public endpoints (on bip122, Esplora API bases): a fallback, not for production traffic.
	 */
	publicRpcUrls: readonly string[];
};
/** OP Mainnet (chain 10). */
export declare const optimism: {
	readonly id: 10;
	readonly chainNamespace: "eip155";
	readonly caipNetworkId: "eip155:10";
	readonly name: "OP Mainnet";
	readonly nativeCurrency: {
		readonly name: "Ether";
		readonly symbol: "ETH";
		readonly decimals: 18;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Optimism Explorer";
			readonly url: "https://optimistic.etherscan.io";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://mainnet.optimism.io",
		"https://optimism-rpc.publicnode.com"
	];
};
/** Polygon PoS (chain 137); its coin is POL since 2024. */
export declare const polygon: {
	readonly id: 137;
	readonly chainNamespace: "eip155";
	readonly caipNetworkId: "eip155:137";
	readonly name: "Polygon";
	readonly nativeCurrency: {
		readonly name: "POL";
		readonly symbol: "POL";
		readonly decimals: 18;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "PolygonScan";
			readonly url: "https://polygonscan.com";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://polygon-rpc.com",
		"https://polygon-bor-rpc.publicnode.com"
	];
};
/** Sepolia (chain 11155111), Ethereum's test network. */
export declare const sepolia: {
	readonly id: 11155111;
	readonly chainNamespace: "eip155";
	readonly caipNetworkId: "eip155:11155111";
	readonly name: "Sepolia";
	readonly nativeCurrency: {
		readonly name: "Sepolia Ether";
		readonly symbol: "ETH";
		readonly decimals: 18;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Etherscan";
			readonly url: "https://sepolia.etherscan.io";
		};
	};
	readonly testnet: true;
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://sepolia.drpc.org",
		"https://ethereum-sepolia-rpc.publicnode.com"
	];
};
/**
 * Solana mainnet-beta. No `rpcUrls`: the frame reads and sends through the api's chain RPC
 * service (the operator's SOLANA_DATA_CHAINS); `withPublicRpc(solana)` for a frame without one.
 */
export declare const solana: {
	readonly id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
	readonly chainNamespace: "solana";
	readonly caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
	readonly name: "Solana";
	readonly nativeCurrency: {
		readonly name: "Solana";
		readonly symbol: "SOL";
		readonly decimals: 9;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Solana Explorer";
			readonly url: "https://explorer.solana.com";
		};
	};
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://api.mainnet-beta.solana.com"
	];
};
/** Solana devnet, read through the api's chain RPC service like `solana`. */
export declare const solanaDevnet: {
	readonly id: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1";
	readonly chainNamespace: "solana";
	readonly caipNetworkId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1";
	readonly name: "Solana Devnet";
	readonly nativeCurrency: {
		readonly name: "Solana";
		readonly symbol: "SOL";
		readonly decimals: 9;
	};
	readonly blockExplorers: {
		readonly default: {
			readonly name: "Solana Explorer";
			readonly url: "https://explorer.solana.com/?cluster=devnet";
		};
	};
	readonly testnet: true;
	readonly imageUrl: string;
	readonly publicRpcUrls: readonly [
		"https://api.devnet.solana.com"
	];
};
/**
 * The preset with its public endpoints as `rpcUrls`, for a frame that has no api (or a chain
 * the api does not serve). Public endpoints are rate-limited: use your own in production.
 * @example createModal({ projectId, networks: [withPublicRpc(sepolia)] })
 */
export declare function withPublicRpc<P extends NetworkPreset>(preset: P): P & {
	rpcUrls: {
		default: {
			http: readonly string[];
		};
	};
};

export {};
