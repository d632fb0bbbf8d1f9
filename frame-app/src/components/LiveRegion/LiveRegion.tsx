/** Announces status changes (connecting, connected, declined...) to assistive technology. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="ph-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
