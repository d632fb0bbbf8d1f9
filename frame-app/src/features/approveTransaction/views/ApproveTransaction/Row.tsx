import type { ReactNode } from 'react'

/** One labelled fact of the request. */
export function Row(props: { label: string; value: ReactNode; mono?: boolean; testId?: string }) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd
        className={props.mono ? 'ph-approve__value ph-approve__mono' : 'ph-approve__value'}
        data-testid={props.testId}
      >
        {props.value}
      </dd>
    </div>
  )
}
