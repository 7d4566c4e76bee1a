import { useLayoutEffect } from 'react'
import { useMatches } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { resources } from '@/locales'

export type RouteTitleKey = keyof (typeof resources)['en']['common']['routes']

export interface RouteHandle {
  title: RouteTitleKey
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle

/** The deepest matched route's title key; keeps the document title in step with it. */
export function useRouteTitle(): RouteTitleKey | undefined {
  const matches = useMatches()
  const { t } = useTranslation()
  const key = matches
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.title
  // In the same commit as the page (not a passive effect after it): the tab's title never lags the
  // heading, and a test that finds the heading finds the title too.
  useLayoutEffect(() => {
    document.title = key ? `${t(`routes.${key}`)} · GVL` : 'GVL'
  }, [key, t])
  return key
}
