import { describe, expect, test, vi } from 'vitest'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import { createLazyNames } from './createLazyNames.ts'
import { NO_NAMES } from './NamesState.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** The lazy names slot over the real Data API client, whose identity route says `alice`. */
function setup() {
  const fetch = vi.fn(async () =>
    Response.json({ name: 'alice.porthole.id', avatar: 'https://img.test/alice.png' }),
  )
  return { names: createLazyNames({ api: createDataApiOver(fetch) }), fetch }
}

describe('createLazyNames', () => {
  test('rule: the names code loads with the first call that needs it, not with the slot', async () => {
    let loads = 0
    vi.doMock('./createNames.ts', async (original) => {
      loads += 1
      return original()
    })
    vi.resetModules()
    const { names, fetch } = setup()
    names.subscribe(() => undefined)
    names.reset()
    names.clearError()
    expect(names.getState()).toEqual(NO_NAMES)
    await vi.dynamicImportSettled()
    expect(loads).toBe(0)
    expect(fetch).not.toHaveBeenCalled()
    await names.lookup(ADDRESS)
    await names.lookup(ADDRESS)
    expect(loads).toBe(1)
    vi.doUnmock('./createNames.ts')
    vi.resetModules()
  })

  test('rule: the first lookup loads the names code; its state and changes reach the listeners', async () => {
    const { names } = setup()
    const changed = vi.fn()
    names.subscribe(changed)
    await names.lookup(ADDRESS)
    expect(names.getState()).toMatchObject({
      profileName: 'alice.porthole.id',
      profileImage: 'https://img.test/alice.png',
    })
    expect(changed).toHaveBeenCalled()
    names.reset()
    expect(names.getState()).toEqual(NO_NAMES)
  })

  test('rule: a listener that unsubscribed hears nothing more', async () => {
    const { names } = setup()
    const changed = vi.fn()
    names.subscribe(changed)()
    await names.lookup(ADDRESS)
    expect(changed).not.toHaveBeenCalled()
  })
})

describe('createLazyNames, when the names code cannot load', () => {
  test('rule: calls settle as with no api (register false), and the next call loads it again', async () => {
    vi.doMock('./createNames.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { names } = setup()
    await expect(names.lookup(ADDRESS)).resolves.toBeUndefined()
    await expect(names.register({} as never, 'alice')).resolves.toBe(false)
    expect(names.getState()).toEqual(NO_NAMES)
    vi.doUnmock('./createNames.ts')
    vi.resetModules()
    await names.lookup(ADDRESS)
    expect(names.getState().profileName).toBe('alice.porthole.id')
  })
})
