import * as z from 'zod/mini'
import { RegistryWalletSchema } from '../../api/WalletPageSchema.ts'

/** ConnectingWalletConnectBasic's params: the registry wallet to pair with (shown above the QR code), or null for any wallet. */
export const WalletConnectViewParamsSchema = z.object({ wallet: z.nullable(RegistryWalletSchema) })
