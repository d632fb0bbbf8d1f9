/**
 * What both layers of browser tests judge a view by, so they judge alike: the axe tags (WCAG
 * 2.2 AA) and the controls the clickjacking guard holds, dimmed and disabled, for 500 ms after
 * the card shows again (a scan waits until none is left).
 * @example await axe.run(document.body, { runOnly: { type: 'tag', values: [...AXE_TAGS] } })
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

export const HELD_CONTROLS = '.ph-list-item--held, .ph-button--held, .ph-tile:disabled'
