/**
 * Every route (requirements: routes), each loaded on demand. There is no catch-all: an unknown path
 * is a 404 that the root error boundary shows as the default error page. Pages for signed-in
 * players sit under RequireAuth, which sends a visitor to /login and back.
 */
import type { ComponentType } from 'react'
import type { DataRouter, RouteObject } from 'react-router'
import { AppLayout, RootErrorBoundary } from '@/app/Shell'
import { RequireAuth, requireAuthLoader } from '@/app/routes/RequireAuth'
import { LoadingScreen } from '@/app/layout/LoadingScreen'
import { PageLoadError } from '@/app/routes/PageLoadError'
import { competitionData, sameId, teamData } from '@/app/routes/routeData'
import type { RouteHandle } from '@/app/routes/useRouteTitle'
import { registerScreenLoader } from '@/app/screenFetches'
import { withText, type LazyNamespaces } from '@/locales/i18n'

type ScreenModule = Promise<{ default: ComponentType }>

/**
 * The screen's code and its text, fetched in parallel: the route renders when both are in. When they
 * cannot be fetched (offline), the route shows PageLoadError in the shell, which tries again.
 */
const load = (importer: () => ScreenModule, namespaces: LazyNamespaces = []) => {
  const fetchScreen = async () => (await withText(importer, namespaces)).default
  return async () => {
    try {
      return { Component: await fetchScreen() }
    } catch {
      return { Component: () => <PageLoadError retry={fetchScreen} /> }
    }
  }
}

/**
 * Resolves once `router` is initialised: the first page's lazy route (its screen and text) is in, so
 * a render (the browser's hydration, the prerender's) meets the page and not the loading screen.
 */
export const whenInitialized = (router: DataRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })

const page = (
  path: string,
  title: RouteHandle['title'],
  importer: () => ScreenModule,
  namespaces: LazyNamespaces = [],
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: registerScreenLoader(`/${path}`, load(importer, namespaces)),
})

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: LoadingScreen,
    children: [
      {
        index: true,
        handle: { title: 'home' } satisfies RouteHandle,
        lazy: registerScreenLoader(
          '/',
          load(() => import('@/features/home/HomeScreen'), ['home']),
        ),
      },
      page('login', 'login', () => import('@/features/auth/LoginScreen'), ['auth']),
      page('register', 'register', () => import('@/features/signup/RegisterScreen'), ['signup']),
      page('activate', 'activate', () => import('@/features/signup/ActivateScreen'), ['signup']),
      page(
        'competitions',
        'competitions',
        () => import('@/features/competitions/CompetitionsScreen'),
        ['competitions'],
      ),
      page('news/:slug', 'newsArticle', () => import('@/features/news/NewsArticleScreen'), [
        'news',
      ]),
      page('search', 'search', () => import('@/features/search/SearchScreen'), ['search']),
      {
        ...page(
          'competition/:id',
          'competition',
          () => import('@/features/competitions/CompetitionScreen'),
          ['competitions'],
        ),
        loader: competitionData,
        shouldRevalidate: sameId,
      },
      page('profile/:id', 'player', () => import('@/features/profile/ProfileScreen'), [
        'profile',
        'market',
        'invitations',
      ]),
      page('terms', 'terms', () => import('@/features/legal/TermsScreen'), ['legal']),
      page('privacy-policy', 'privacyPolicy', () => import('@/features/legal/TermsScreen'), [
        'legal',
      ]),
      page('gvl-premium', 'premium', () => import('@/features/premium/PremiumScreen'), ['premium']),
      {
        ...page('team/:id', 'team', () => import('@/features/teams/TeamScreen'), [
          'teams',
          'invitations',
          'account',
          'market',
        ]),
        loader: teamData,
        shouldRevalidate: sameId,
      },
      page('players', 'players', () => import('@/features/players/PlayersScreen'), ['players']),
      page('market', 'market', () => import('@/features/market/MarketScreen'), [
        'market',
        'invitations',
      ]),
      page('match/:id', 'match', () => import('@/features/match/MatchScreen'), ['match']),
      {
        loader: requireAuthLoader,
        Component: RequireAuth,
        children: [
          page('profile', 'myProfile', () => import('@/features/profile/MyProfileScreen'), [
            'profile',
            'market',
          ]),
          page('dashboard', 'dashboard', () => import('@/features/dashboard/DashboardScreen'), [
            'dashboard',
            'home',
            'profile',
            'infractions',
            'premium',
          ]),
          page(
            'edit-profile',
            'editProfile',
            () => import('@/features/account/EditProfileScreen'),
            ['account'],
          ),
          page('account', 'account', () => import('@/features/account/AccountScreen'), ['account']),
          page('social', 'social', () => import('@/features/account/SocialScreen'), ['account']),
          page(
            'invitations',
            'invitations',
            () => import('@/features/invitations/InvitationsScreen'),
            ['invitations'],
          ),
          page('avatar', 'avatar', () => import('@/features/account/AvatarScreen'), ['account']),
          page(
            'infractions',
            'infractions',
            () => import('@/features/infractions/InfractionsScreen'),
            ['infractions'],
          ),
          page('create-team', 'createTeam', () => import('@/features/teams/CreateTeamScreen'), [
            'teams',
            'account',
          ]),
          page(
            'match/:id/report',
            'reportResult',
            () => import('@/features/match/ReportResultScreen'),
            ['match'],
          ),
          page(
            'match/:id/dispute',
            'disputeResult',
            () => import('@/features/match/DisputeResultScreen'),
            ['match'],
          ),
          page('staff', 'staff', () => import('@/features/staff/StaffQueueScreen'), ['staff']),
          page(
            'register-team',
            'registerTeam',
            () => import('@/features/teamRegistration/RegisterTeamScreen'),
            ['teamRegistration'],
          ),
        ],
      },
    ],
  },
]
