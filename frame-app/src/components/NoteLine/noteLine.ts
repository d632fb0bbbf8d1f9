import './NoteLine.css'

/**
 * The class of a line of small secondary words beside a view's content, beside the view's own
 * class; importing it brings the rules along.
 * @example <p className={`${NOTE_LINE} ${NOTE_LINE_ERROR} ph-swap__error`} role="alert">…</p>
 */
export const NOTE_LINE = 'ph-note-line'
/** With `NOTE_LINE`: the line says what went wrong, in the error colour. */
export const NOTE_LINE_ERROR = 'ph-note-line--error'
