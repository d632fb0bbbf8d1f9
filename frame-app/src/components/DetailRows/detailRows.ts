import './DetailRows.css'

/**
 * The class of a `<dl>` of label and value rows (a send's preview, a swap's quote), beside the
 * view's own class; importing it brings the rules along.
 * @example <dl className={`${DETAIL_ROWS} ph-swap__quote`}><div><dt>…</dt><dd>…</dd></div></dl>
 */
export const DETAIL_ROWS = 'ph-detail-rows'
