import { useState } from 'react'
import { ListItem } from '../../../../components/ListItem/ListItem.tsx'
import { MethodIcon } from '../../../../components/MethodIcon/MethodIcon.tsx'
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
        image={<MethodIcon name="mail" />}
        expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open ? <UpdateEmailPanel login={login} /> : null}
    </>
  )
}
