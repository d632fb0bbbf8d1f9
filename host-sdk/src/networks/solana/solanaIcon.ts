import { svgIcon } from '../svgIcon.ts'

/** Solana's three slanted bars in its gradient. */
export const solanaIcon = svgIcon(
  '<defs><linearGradient id="s" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs><rect width="32" height="32" rx="16" fill="#000"/><path fill="url(#s)" d="M10 20.5h13l-2 2.5H8zm0-5.75h13l-2-2.5H8zM10 9h13l-2 2.5H8z"/>',
)
