import { type ReactNode, useId } from 'react'

type HeadedSectionProps = { className: string; heading: string; children: ReactNode }

/** A part of Account under a small uppercase heading, which names it for screen readers. */
export function HeadedSection({ className, heading, children }: HeadedSectionProps) {
  const id = useId()
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id} className="ph-section-heading">
        {heading}
      </h3>
      {children}
    </section>
  )
}
