import './ViewSkeleton.css'

/**
 * What a view shows while its chunk loads: placeholder rows, with the card kept at the height
 * of the view before it (see Modal.css), so nothing jumps.
 */
export function ViewSkeleton() {
  return (
    <div className="ph-view-skeleton" aria-busy="true">
      <span className="ph-view-skeleton__row" />
      <span className="ph-view-skeleton__row" />
      <span className="ph-view-skeleton__row" />
    </div>
  )
}
