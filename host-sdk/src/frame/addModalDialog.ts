/** The attribute that marks a modal's dialog, holding its projectId. */
export const DIALOG_ATTRIBUTE = 'data-porthole'

/**
 * Add the modal's closed, empty `<dialog>` to the page, marked with its projectId. It is there
 * from `createModal` on: it holds the modal instance (so a second `createModal` finds it) and
 * the Solana add-on announces on it; the second stage puts the frame in it.
 *
 * @example
 * ```ts
 * const dialog = addModalDialog('demo') // <dialog data-porthole="demo">
 * ```
 */
export function addModalDialog(projectId: string): HTMLDialogElement {
  const dialog = document.createElement('dialog')
  dialog.setAttribute(DIALOG_ATTRIBUTE, projectId)
  // A script in <head> runs before <body> exists: the dialog then goes in <html>.
  ;(document.body ?? document.documentElement).append(dialog)
  return dialog
}
