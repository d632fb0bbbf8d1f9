import { svgIcon } from '../svgIcon.ts'

/** Bitcoin's tilted B on an orange disc. */
export const bitcoinIcon = svgIcon(
  '<circle cx="16" cy="16" r="16" fill="#f7931a"/><g fill="#fff" transform="rotate(14 16 16)"><path fill-rule="evenodd" d="M11 8h7.2a4 4 0 0 1 1.7 7.6 4.2 4.2 0 0 1-1.4 8.4H11zm3 3v3.6h3.6a1.8 1.8 0 0 0 0-3.6zm0 6.4v3.8h4.1a1.9 1.9 0 0 0 0-3.8z"/><path d="M13 6h1.6v2.5H13zm3.2 0h1.6v2.5h-1.6zM13 23.5h1.6V26H13zm3.2 0h1.6V26h-1.6z"/></g>',
)
