import { useState } from 'react'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { ListItem } from '../../../../components/ListItem/ListItem.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { UpdateEmailPanel } from './UpdateEmailPanel.tsx'
import './UpdateEmailSection.css'

/**
 * Account's "Update email" row and, once opened, its panel: only for a wallet opened by email
 * (a social login's account may have no inbox to confirm).
 */
export function UpdateEmailSection({ login }: { login: EmbeddedLogin }) {
  const embeddedT = useEmbeddedT()
  const [open, setOpen] = useState(false)
  if (!login.connector.email() || login.connector.isSocial()) return null
  return (
    <>
      <ListItem
        label={embeddedT('updateEmail')}
        image={
          <span className="ph-method-icon">
            <Icon name="mail" size={20} />
          </span>
        }
        expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open ? <UpdateEmailPanel login={login} /> : null}
    </>
  )
}
