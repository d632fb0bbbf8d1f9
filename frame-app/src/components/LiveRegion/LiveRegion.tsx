/**
 * Announces status changes (connecting, connected, declined, disconnected, switched) to
 * assistive technology. A bare `aria-live` region, not `role="status"`, so a view's own status
 * line stays the only status in the dialog.
 */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="ph-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
