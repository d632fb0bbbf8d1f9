import { ViewUnavailableError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createReadyChunk } from '../../core/views/createReadyChunk.ts'
import { defineView, type ViewRegistry } from '../../core/views/defineView.ts'
import { resolveOpenView } from './resolveOpenView.ts'

const view = (overrides: Partial<Parameters<typeof defineView>[0]> = {}) =>
  defineView({
    params: z.object({}),
    title: () => ({ key: 'connect.title', en: 'Connect wallet' }),
    access: 'public',
    component: createReadyChunk(() => null),
    ...overrides,
  })

const registry: Partial<ViewRegistry> = {
  Connect: view(),
  Account: view({ needsConnection: { fallback: 'Connect' } }),
  Send: view({ needsConnection: { fallback: null } }),
  Swap: view({ enabled: ({ dapp }) => dapp?.features?.swaps === true }),
  ConnectingExternal: view({ access: 'internal' }),
  RegisterAccountName: view({
    needsConnection: { fallback: 'Connect' },
    onNetwork: (caipNetworkId) => caipNetworkId.startsWith('eip155:'),
  }),
}
const disconnected = { connected: false, apiConfigured: true, dapp: null }

function reasonOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ViewUnavailableError)
    return (error as ViewUnavailableError).data
  }
  throw new Error('expected a ViewUnavailableError')
}

describe('resolveOpenView', () => {
  test('default: a public view opens as asked', () => {
    expect(resolveOpenView(registry, 'Connect', disconnected)).toBe('Connect')
  })

  test('behavior: a view that needs a connection shows its fallback while disconnected', () => {
    expect(resolveOpenView(registry, 'Account', disconnected)).toBe('Connect')
    expect(resolveOpenView(registry, 'Account', { ...disconnected, connected: true })).toBe(
      'Account',
    )
  })

  test('behavior: a view whose feature the connected network lacks is refused; on others, or disconnected, it opens', () => {
    const connected = { ...disconnected, connected: true }
    expect(
      reasonOf(() =>
        resolveOpenView(registry, 'RegisterAccountName', {
          ...connected,
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        }),
      ),
    ).toEqual({ view: 'RegisterAccountName', reason: 'unsupportedNetwork' })
    expect(
      resolveOpenView(registry, 'RegisterAccountName', { ...connected, caipNetworkId: 'eip155:1' }),
    ).toBe('RegisterAccountName')
    expect(
      resolveOpenView(registry, 'RegisterAccountName', {
        ...disconnected,
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toBe('Connect')
  })

  test.each([
    ['OnRamp', 'unknown'],
    ['ConnectingExternal', 'internal'],
    ['Swap', 'featureDisabled'],
    ['Send', 'needsConnection'],
  ] as const)('error: a refusal names the view and its reason: %s, %s', (view, reason) => {
    expect(reasonOf(() => resolveOpenView(registry, view, disconnected))).toEqual({ view, reason })
  })
})
