import './NetworkImage.css'

/** A network's image when configured, else a colored badge with its initial. */
export function NetworkImage({
  name,
  imageUrl,
  size = 32,
}: {
  name: string
  imageUrl?: string | undefined
  size?: number
}) {
  if (imageUrl)
    return <img className="ph-network-image" src={imageUrl} alt="" width={size} height={size} />
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)
  return (
    <span
      className="ph-network-image ph-network-image--initial"
      style={{
        width: size,
        height: size,
        background: `hsl(${hue} 62% 46%)`,
        fontSize: size * 0.42,
      }}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
