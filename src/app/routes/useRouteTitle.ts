import { useLayoutEffect } from 'react'
import { useMatches } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { resources } from '@/locales'

export type RouteTitleKey = keyof (typeof resources)['en']['common']['routes']

export interface RouteHandle {
  title: RouteTitleKey
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle

/** The title key of the deepest matched route that has one, from the matched routes' handles. */
export const routeTitleKey = (handles: readonly unknown[]): RouteTitleKey | undefined =>
  handles.filter(hasTitle).at(-1)?.title

/** The document title of a page (the prerender writes it into the page's HTML too). */
export const documentTitle = (t: TFunction, key: RouteTitleKey | undefined): string =>
  key ? `${t(`routes.${key}`)} · GVL` : 'GVL'

/** The deepest matched route's title key; keeps the document title in step with it. */
export function useRouteTitle(): RouteTitleKey | undefined {
  const matches = useMatches()
  const { t } = useTranslation()
  const key = routeTitleKey(matches.map((match) => match.handle))
  // In the same commit as the page (not a passive effect after it): the tab's title never lags the
  // heading, and a test that finds the heading finds the title too.
  useLayoutEffect(() => {
    document.title = documentTitle(t, key)
  }, [key, t])
  return key
}
