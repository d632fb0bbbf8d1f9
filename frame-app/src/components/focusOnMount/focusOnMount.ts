/**
 * A ref callback that focuses its element once it is in the document: the frame's first focus
 * for a view. The `autoFocus` attribute is not used because browsers apply it only while the
 * page loads, not to elements a view inserts later.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus()
}
