/** An icon as a data URL, so a preset's image needs no server and passes the frame's CSP. */
export const svgIcon = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`,
  )}`

/** Ethereum's diamond on a disc of `background`. */
export const etherIcon = (background: string, diamond: string): string =>
  svgIcon(
    `<circle cx="16" cy="16" r="16" fill="${background}"/><path fill="${diamond}" d="M16 4l7 12-7 4-7-4z"/><path fill="${diamond}" opacity=".7" d="M16 21.5l7-4-7 10.5-7-10.5z"/>`,
  )
