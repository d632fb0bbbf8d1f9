import './StatusMark.css'

/**
 * The classes of the round mark over a finished step's words, beside the view's own class;
 * importing them brings the rules along. `STATUS_MARK` alone leaves the colours to the view.
 * @example <span className={`${STATUS_MARK} ${STATUS_MARK_SUCCESS}`}>…</span>
 */
export const STATUS_MARK = 'ph-status-mark'
/** The success mark: white on the success colour. */
export const STATUS_MARK_SUCCESS = 'ph-status-mark--success'
/** The failure mark: white on the error colour. */
export const STATUS_MARK_FAILED = 'ph-status-mark--failed'
/**
 * The class of a flow's finished or waiting step (its mark, heading and words, centred),
 * beside the view's own class.
 */
export const STATUS_STEP = 'ph-status-step'
