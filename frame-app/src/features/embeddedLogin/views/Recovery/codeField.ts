/**
 * What a recovery code's field asks of the browser and keyboard: no autofill, capitals (the
 * code's alphabet) and no spelling marks.
 */
export const CODE_FIELD = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const
