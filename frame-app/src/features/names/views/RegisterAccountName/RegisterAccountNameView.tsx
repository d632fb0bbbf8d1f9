import { useEffect, useState } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { Form } from '../../../../components/Form/Form.tsx'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useNames } from '../../hooks/useNames.ts'
import { nameRuleProblem } from '../../nameRuleProblem.ts'
import './RegisterAccountNameView.css'
import { useNamesT } from '../../namesMessages.ts'

/**
 * RegisterAccountName (SPEC §2, §4): the names the account already holds (SPEC §7 reverse
 * lookup), the name rule before anything is sent, suggestions with availability as the user
 * types, then the wallet signs and the api registers.
 */
export function RegisterAccountNameView() {
  const app = useFrameApp()
  const t = useNamesT()
  const names = useNames()
  const [label, setLabel] = useState('')
  const problem = label ? nameRuleProblem(label) : null
  useEffect(() => {
    const address = app.connection.getSnapshot().context.current?.accounts[0]
    if (address) void app.names.listOwned(address)
  }, [app])

  const edit = (value: string) => {
    setLabel(value)
    app.names.type(value)
  }

  const error = names.error
  return (
    <Form
      className="ph-names"
      onSubmit={() => {
        if (!problem && label) void app.actions.registerName(label)
      }}
    >
      {names.ownedNames.length > 0 ? (
        <p className="ph-names__rule" data-testid="names-owned">
          {t('names.owned', { names: names.ownedNames.join(', ') })}
        </p>
      ) : null}
      <FormRow
        label={t('names.input')}
        hint={problem ? null : t('names.hint')}
        // No empty alert line: the registration's own error is the view's one alert when set.
        error={problem ? t(problem) : undefined}
      >
        {(control) => (
          <input
            {...control}
            value={label}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => edit(event.target.value.trim())}
          />
        )}
      </FormRow>
      {names.loading ? <p className="ph-names__rule">{t('names.loading')}</p> : null}
      {!problem && names.suggestions.length > 0 ? (
        <ul className="ph-list ph-names__suggestions" aria-label={t('names.suggestions')}>
          {names.suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="ph-names__suggestion"
                onClick={() => edit(suggestion.name.split('.')[0] ?? '')}
              >
                <span>{suggestion.name}</span>
                <span
                  className={`ph-names__badge${suggestion.registered ? ' ph-names__badge--taken' : ''}`}
                >
                  {t(suggestion.registered ? 'names.taken' : 'names.available')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="ph-names__error" role="alert">
          <Icon name="warning" size={16} />
          {t(error.key, error.name ? { name: error.name } : undefined)}
        </p>
      ) : null}
      <Button
        disabled={!label || problem !== null || names.registering}
        onClick={() => void app.actions.registerName(label)}
      >
        {names.registering ? t('names.registering') : t('names.register')}
      </Button>
    </Form>
  )
}
