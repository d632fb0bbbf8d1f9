/**
 * Up to six labels worth offering for `label`: itself first, then close variants, all
 * valid names (SPEC §5) of at most 63 characters.
 */
export function suggestLabels(label: string): string[] {
  const variants = [
    label,
    `${label}1`,
    `${label}-app`,
    `the-${label}`,
    `${label}-hq`,
    `${label}${label.length}`,
  ]
  return [...new Set(variants.filter((variant) => variant.length <= 63))]
}
