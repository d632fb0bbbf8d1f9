import './Surface.css'

/**
 * The class of a block on the surface colour, beside the view's own class (which sets
 * `--ph-block-padding` or `--ph-block-radius` where it differs); importing it brings the rules
 * along.
 * @example <div className={`${SURFACE_BLOCK} ph-swap__sum`}>…</div>
 */
export const SURFACE_BLOCK = 'ph-surface-block'
/**
 * The class of small words on the surface colour (a notice, a list of figures), beside the
 * view's own class (which sets `--ph-note-padding` where it differs).
 * @example <p className={`${SURFACE_NOTE} ph-send__notice`} role="alert">…</p>
 */
export const SURFACE_NOTE = 'ph-surface-note'
