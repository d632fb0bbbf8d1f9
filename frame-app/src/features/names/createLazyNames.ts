import type { DataApi } from '../../api/createDataApi.ts'
import type { Names } from './createNames.ts'
import { NO_NAMES } from './NamesState.ts'

/**
 * The names slot the frame builds at boot, without the names code: its state is empty until
 * the first call that needs that code (the lookup when a wallet connects, RegisterAccountName),
 * which loads `createNames` (a chunk of its own, not in the first paint) and hands it every
 * call and listener from then on. A chunk that fails to load leaves the state empty: the
 * lookup, list and suggestions do nothing and a registration answers false, as with no api.
 */
export function createLazyNames(options: { api: DataApi | null }): Names {
  let names: Names | null = null
  let loading: Promise<Names> | null = null
  const listeners = new Set<() => void>()
  const load = () => {
    loading ??= import('./createNames.ts').then(({ createNames }) => {
      names = createNames(options)
      names.subscribe(() => {
        for (const listener of listeners) listener()
      })
      return names
    })
    // A failed load is tried again at the next call.
    loading.catch(() => {
      loading = null
    })
    return loading
  }
  const later =
    <A extends unknown[], R>(call: (loaded: Names, ...args: A) => Promise<R>, failed: R) =>
    (...args: A) =>
      load().then(
        (loaded) => call(loaded, ...args),
        () => failed,
      )
  return {
    getState: () => names?.getState() ?? NO_NAMES,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    lookup: later((loaded, address: string) => loaded.lookup(address), undefined),
    listOwned: later((loaded, address: string) => loaded.listOwned(address), undefined),
    suggest: later((loaded, label: string) => loaded.suggest(label), undefined),
    register: later(
      (loaded, ...args: Parameters<Names['register']>) => loaded.register(...args),
      false,
    ),
    type: (label: string) =>
      void load().then(
        (loaded) => loaded.type(label),
        () => undefined,
      ),
    clearError: () => names?.clearError(),
    reset: () => names?.reset(),
  }
}
