import type { ViewRegistry } from '../../../core/views/defineView.ts'

/** Load every view's chunk ahead of use (each loads once; Connect is already there). */
export async function prefetchViews(registry: Partial<ViewRegistry>): Promise<void> {
  await Promise.all(Object.values(registry).map((view) => view.prefetch()))
}
