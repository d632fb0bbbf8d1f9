import type { SummaryField } from '../../summary/ApprovalSummary.ts'
import { fieldLabel } from './fieldLabel.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Typed-data fields as a nested definition list: structs and arrays indent under their name, each
 * name as words (`fieldLabel`) with the signer's own name as its title.
 */
export function FieldList({ fields }: { fields: readonly SummaryField[] }) {
  return (
    <dl className="ph-approve__fields">
      {fields.map((field, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fields are a fixed list per request
        <div key={`${field.label}-${index}`} className="ph-approve__field">
          <dt title={field.label}>{fieldLabel(field.label)}</dt>
          {field.children ? (
            <dd>
              <FieldList fields={field.children} />
            </dd>
          ) : (
            <dd
              className={
                ADDRESS.test(field.value ?? '')
                  ? 'ph-approve__value ph-approve__mono'
                  : 'ph-approve__value'
              }
            >
              {field.value}
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
