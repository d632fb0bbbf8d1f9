import './Stack.css'

/**
 * The class of a view's parts in a column, beside the view's own class (which sets
 * `--ph-stack-gap` where the gap is not 8 px); importing it brings the rules along.
 * @example <div className={`${STACK} ph-passkey`}>…</div>
 */
export const STACK = 'ph-stack'
