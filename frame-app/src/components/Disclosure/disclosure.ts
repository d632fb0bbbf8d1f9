import './Disclosure.css'

/**
 * The class of a `<details>` in small text whose summary reads as a link, beside the view's
 * own class; importing it brings the rules along.
 * @example <details className={`${DISCLOSURE} ph-swap__more`}>…</details>
 */
export const DISCLOSURE = 'ph-disclosure'
