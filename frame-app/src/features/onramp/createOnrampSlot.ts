import type { DataApi } from '../../api/createDataApi.ts'
import { createLazySlot } from '../../core/createLazySlot.ts'
import { readPurchases } from './actors/readPurchases.ts'
import type { OnrampServices } from './OnrampServices.ts'
import type { OnrampActor } from './onrampMachine.ts'

/** Coinbase Onramp: a session token (and the quote it carries) is valid for 5 minutes. */
const QUOTE_TTL_MS = 300_000

/**
 * The on-ramp's place in a frame app: the services its flow uses (the Data API, the
 * account's history watched for the purchase) and its actor, which the OnRamp chunk creates on first use (so the
 * machine stays out of the first paint) and which then lives as long as the frame.
 */
export function createOnrampSlot(deps: {
  api: DataApi | null
  pollIntervalMs?: number | undefined
  quoteTtlMs?: number | undefined
  /** Called once with the new actor, so the coordinator can start it. */
  onCreate?: (actor: OnrampActor) => void
}) {
  const { api } = deps
  const noApi = () => Promise.reject(new Error('The frame has no Data API.'))
  const services: OnrampServices = {
    getOptions: () => (api ? api.getOnrampOptions() : noApi()),
    getQuote: (request) => (api ? api.getOnrampQuote(request) : noApi()),
    generateUrl: (request) => (api ? api.generateOnrampUrl(request) : noApi()),
    getPurchases: (address, chainId) => (api ? readPurchases(api, address, chainId) : noApi()),
    pollIntervalMs: deps.pollIntervalMs ?? 2000,
    quoteTtlMs: deps.quoteTtlMs ?? QUOTE_TTL_MS,
  }
  const slot = createLazySlot(deps.onCreate)
  /** This frame's on-ramp actor; `create` builds it the first time. */
  const ensure = (create: (services: OnrampServices) => OnrampActor): OnrampActor =>
    slot.ensure(() => create(services))
  /** The actor, or null before OnRamp first showed. */
  return Object.assign(ensure, { current: slot.current })
}
