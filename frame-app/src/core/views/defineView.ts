import type { CaipNetworkId, DappData } from '@porthole/shared-protocol'
import { type ComponentType, createElement, type ReactNode } from 'react'
import * as z from 'zod/mini'
import type { ViewParams } from '../viewStack/viewStackMachine.ts'
import type { ChunkLoader } from './createChunkLoader.ts'
import type { ViewName } from './FrameViews.ts'
import { LazyView } from './LazyView.tsx'

/**
 * A view's header title: its key in the locales' `titles` catalog (the feature's
 * `locales/<tag>.json`), its English text, and the values of its `{param}` slots.
 */
export type ViewTitle = { key: string; en: string; params?: Record<string, string> }

/** What every view component receives: its params (already validated) and the device kind. */
export type ViewProps<P> = { params: P; isMobile: boolean }

/** What decides whether a view's feature is on. */
export type ViewEnv = { apiConfigured: boolean; dapp: DappData | null }

/** One view, as written in the registry. */
export type ViewDefinition<S extends z.ZodMiniType<ViewParams>> = {
  /** The params the view is opened with; pushes are checked against it. None when absent. */
  params?: S
  /** The header title. */
  title: (params: z.infer<S>) => ViewTitle
  /** `public`: a host may `open({ view })` it; `internal`: only the modal's own flow shows it. */
  access: 'public' | 'internal'
  /** False when the view's feature is off (`open` rejects with `featureDisabled`). */
  enabled?: (env: ViewEnv) => boolean
  /**
   * The view needs a connected wallet: while disconnected `open` shows `fallback` instead, or
   * rejects with `needsConnection` when there is none.
   */
  needsConnection?: { fallback: ViewName | null }
  /**
   * The view's feature exists only on the networks for which this holds (names: eip155 only,
   * SPEC §5): while connected on another, `open` rejects with `unsupportedNetwork`.
   */
  onNetwork?: (caipNetworkId: CaipNetworkId) => boolean
  /** The component, loaded with its chunk (`createChunkLoader`, or `createReadyChunk` for the first paint). */
  component: ChunkLoader<ComponentType<ViewProps<z.infer<S>>>>
}

/** A registry entry with its params type erased: what the modal works with. */
export type RegisteredView = {
  params: z.ZodMiniType<ViewParams>
  title: (params: ViewParams) => ViewTitle
  access: 'public' | 'internal'
  enabled: (env: ViewEnv) => boolean
  needsConnection: { fallback: ViewName | null } | null
  onNetwork: ((caipNetworkId: CaipNetworkId) => boolean) | null
  render: (params: ViewParams, isMobile: boolean) => ReactNode
  prefetch: () => Promise<unknown>
  /** Whether the view's chunk is here (it renders at once, without a skeleton). */
  loaded: () => boolean
}

/** A feature's views, by the names it adds to `FrameViews`. */
export type FeatureViews<Name extends string> = { readonly [N in Name]: RegisteredView }

/** Every view of the frame: TypeScript fails the build while a declared view has no entry. */
export type ViewRegistry = { readonly [Name in ViewName]: RegisteredView }

const noParams = z.object({})

/**
 * One entry of the view registry. Params reach `title` and the component only after the
 * view stack accepted them against `params` (`checkViewParams`), hence the narrowing casts.
 */
export function defineView<S extends z.ZodMiniType<ViewParams> = typeof noParams>(
  definition: ViewDefinition<S>,
): RegisteredView {
  const { component } = definition
  return {
    params: definition.params ?? noParams,
    title: (params) => definition.title(params as z.infer<S>),
    access: definition.access,
    enabled: definition.enabled ?? (() => true),
    needsConnection: definition.needsConnection ?? null,
    onNetwork: definition.onNetwork ?? null,
    render: (params, isMobile) =>
      createElement(LazyView<ViewProps<z.infer<S>>>, {
        loader: component,
        props: { params: params as z.infer<S>, isMobile },
      }),
    prefetch: () => component.prefetch(),
    loaded: () => component.loaded() !== null,
  }
}
