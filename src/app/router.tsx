/**
 * Every route of SPEC §2, each loaded on demand. There is no catch-all: an unknown path is a 404 that
 * the root error boundary shows as the default error page. Pages for signed-in players sit under
 * RequireAuth, which sends a visitor to /login and back.
 */
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { AppLayout, RootErrorBoundary } from '@/app/Shell'
import { RequireAuth, requireAuthLoader } from '@/app/routes/RequireAuth'
import { LoadingScreen } from '@/app/layout/LoadingScreen'
import type { RouteHandle } from '@/app/routes/useRouteTitle'

type ScreenModule = Promise<{ default: ComponentType }>

const load = (importer: () => ScreenModule) => async () => ({
  Component: (await importer()).default,
})

/** A route whose body a later issue builds: its translated title only. */
const titleOnly = () => import('@/app/routes/RouteTitle')

const page = (
  path: string,
  title: RouteHandle['title'],
  importer: () => ScreenModule = titleOnly,
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: load(importer),
})

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, handle: { title: 'home' } satisfies RouteHandle, lazy: load(titleOnly) },
      page('login', 'login', () => import('@/features/auth/LoginScreen')),
      page('register', 'register'),
      page('activate', 'activate'),
      page(
        'competitions',
        'competitions',
        () => import('@/features/competitions/CompetitionsScreen'),
      ),
      page('news/:slug', 'newsArticle', () => import('@/features/news/NewsArticleScreen')),
      page('search', 'search', () => import('@/features/search/SearchScreen')),
      page(
        'competition/:id',
        'competition',
        () => import('@/features/competitions/CompetitionScreen'),
      ),
      page('profile/:id', 'player'),
      page('terms', 'terms', () => import('@/features/legal/TermsScreen')),
      page('privacy-policy', 'privacyPolicy', () => import('@/features/legal/TermsScreen')),
      page('gvl-premium', 'premium', () => import('@/features/premium/PremiumScreen')),
      page('team/:id', 'team'),
      page('players', 'players'),
      {
        loader: requireAuthLoader,
        Component: RequireAuth,
        children: [
          page('profile', 'myProfile'),
          page('dashboard', 'dashboard'),
          page('edit-profile', 'editProfile'),
          page('account', 'account'),
          page('social', 'social'),
          page('invitations', 'invitations'),
          page('avatar', 'avatar'),
          page('infractions', 'infractions'),
          page('create-team', 'createTeam'),
          page('register-team', 'registerTeam'),
        ],
      },
    ],
  },
]
