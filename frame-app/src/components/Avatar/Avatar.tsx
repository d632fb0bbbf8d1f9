import './Avatar.css'
import { avatarHue } from './avatarHue.ts'

/** A deterministic gradient avatar for an address of any namespace. */
export function Avatar({ address, size = 72 }: { address: string; size?: number }) {
  const hue = (offset: number) => avatarHue(address, offset)
  const background = `radial-gradient(75% 75% at 30% 25%, hsl(${hue(0)} 85% 72%) 0%, hsl(${hue(8)} 75% 55%) 55%, hsl(${hue(16)} 70% 38%) 100%)`
  return (
    <span
      className="ph-avatar"
      style={{ width: size, height: size, background }}
      aria-hidden="true"
    />
  )
}
