export type IconName =
  | 'close'
  | 'back'
  | 'chevron'
  | 'check'
  | 'copy'
  | 'mail'
  | 'users'
  | 'qr'
  | 'warning'
  | 'power'
  | 'wallet'
  | 'explorer'
  | 'plus'
  | 'send'
  | 'swap'

const paths: Record<IconName, string> = {
  close: 'M5 5l10 10M15 5L5 15',
  back: 'M12.5 4.5L7 10l5.5 5.5',
  chevron: 'M7.5 4.5L13 10l-5.5 5.5',
  check: 'M4.5 10.5l3.5 3.5 7.5-8',
  copy: 'M7 7V4.8C7 4.36 7.36 4 7.8 4h7.4c.44 0 .8.36.8.8v7.4c0 .44-.36.8-.8.8H13M4.8 7h7.4c.44 0 .8.36.8.8v7.4c0 .44-.36.8-.8.8H4.8a.8.8 0 01-.8-.8V7.8c0-.44.36-.8.8-.8z',
  mail: 'M3.5 5.5h13v9h-13zM3.5 6l6.5 5 6.5-5',
  users:
    'M7.5 9.5a2.75 2.75 0 100-5.5 2.75 2.75 0 000 5.5zM2.5 16c.5-2.8 2.6-4.5 5-4.5s4.5 1.7 5 4.5M13 4.3a2.75 2.75 0 010 5M14.5 11.7c1.6.5 2.7 2 3 4.3',
  qr: 'M3.5 3.5h5v5h-5zM11.5 3.5h5v5h-5zM3.5 11.5h5v5h-5zM11.5 11.5h2v2h-2zM14.5 14.5h2v2h-2z',
  warning: 'M10 3.5l7 12.5H3zM10 8.5v3.5M10 14v.01',
  power: 'M10 3v6M6.1 5.6a6 6 0 107.8 0',
  wallet: 'M3.5 6.5h13v9h-13zM3.5 6.5l10-3v3M13 11h1.5',
  explorer: 'M11 4.5h4.5V9M15.5 4.5L9 11M13.5 12v3.5h-9v-9H8',
  plus: 'M10 4.5v11M4.5 10h11',
  send: 'M16.5 3.5l-13 5.5 5.5 2 2 5.5zM9 11l7.5-7.5',
  swap: 'M7 4v12M7 4L4 7M7 4l3 3M13 16V4M13 16l-3-3M13 16l3-3',
}

/** A 20×20 stroke icon; decorative unless a label is given. */
/** Arrows that point along the reading direction: mirrored in right-to-left locales. */
const MIRRORED: readonly IconName[] = ['back', 'chevron']

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={MIRRORED.includes(name) ? 'ph-icon--mirrored' : undefined}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name]}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
