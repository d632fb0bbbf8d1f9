import './FormColumn.css'

/**
 * The class of a view's body laid out as one column (Send, Swap, OnRamp, Pay, UnsupportedChain),
 * beside the view's own class; importing it brings the rules along.
 * @example <form className={`${FORM_COLUMN} ph-send`}>…</form>
 */
export const FORM_COLUMN = 'ph-form-column'
