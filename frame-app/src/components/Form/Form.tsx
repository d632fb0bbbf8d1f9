import type { ReactNode, Ref } from 'react'

export type FormProps = {
  className: string
  /** A submit (its button or Enter in a field); the frame's page never navigates. */
  onSubmit: () => void
  formRef?: Ref<HTMLFormElement> | undefined
  children: ReactNode
}

/**
 * A view's form, its fields checked by the view rather than the browser (SPEC §5: `noValidate`,
 * the problem said in the view's words).
 * @example <Form className="ph-email" onSubmit={() => send({ type: 'REVIEW' })}>…</Form>
 */
export function Form({ className, onSubmit, formRef, children }: FormProps) {
  return (
    <form
      className={className}
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
