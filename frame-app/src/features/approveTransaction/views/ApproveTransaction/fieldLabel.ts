/**
 * A typed-data field name as words: `sigDeadline` reads "Sig deadline", `valid_before` "Valid
 * before", `#2` stays. The signer's own name stays in the row's title.
 * @example fieldLabel('verifyingContract') // 'Verifying contract'
 */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word, index) => (index > 0 && !/^[A-Z0-9]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name
}
