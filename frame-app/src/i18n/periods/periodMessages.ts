/**
 * A repeating period in words, shared by the features that show one (ApproveTransaction's
 * permission rule, Permissions' grants). Loaded with the views that use it, not the first paint.
 */
export const periodMessages = {
  'period.everyDay': { one: 'every day', other: 'every {count} days' },
  'period.everyHour': { one: 'every hour', other: 'every {count} hours' },
  'period.everyMinute': { one: 'every minute', other: 'every {count} minutes' },
  'period.everySecond': { one: 'every second', other: 'every {count} seconds' },
} as const

export type PeriodMessageKey = keyof typeof periodMessages
