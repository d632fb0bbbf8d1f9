/**
 * An action of `usePorthole()` (or `usePay()`) was called before `PortholeProvider` made its modal: on a
 * server, in a component outside the provider, or during the first render. Call actions from
 * event handlers or effects, in components below `PortholeProvider`.
 */
export class ModalNotReadyError extends Error {
  override name = 'ModalNotReadyError'
  constructor(action: string, hook = 'usePorthole') {
    super(
      `${hook}().${action} needs the modal, which PortholeProvider makes in the browser once mounted.`,
    )
  }
}
