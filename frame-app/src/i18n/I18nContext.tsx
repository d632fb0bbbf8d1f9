import { createContext, useContext } from 'react'
import { createTranslator, type Translate } from './createTranslator.ts'
import { en } from './en.ts'

export const I18nContext = createContext<Translate>(createTranslator(en))

export function useT(): Translate {
  return useContext(I18nContext)
}
