/** Three pulsing rows while a tab's list loads, announced by its label. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div className="ph-list ph-account-list" aria-busy="true">
      <span className="ph-visually-hidden">{label}</span>
      {[0, 1, 2].map((row) => (
        <span key={row} className="ph-view-skeleton__row ph-account-list__skeleton" />
      ))}
    </div>
  )
}
