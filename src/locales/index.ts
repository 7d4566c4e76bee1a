/**
 * The whole translation catalogue, one namespace per area, in both languages: the shell's bundled
 * namespaces (./bundled.ts) and every screen's and overlay's. English is the reference: a test fails
 * when Spanish lacks a key that English has. The app never imports this module at run time (the
 * i18next types read it; src/locales/i18n.ts loads namespaces as screens and overlays need them);
 * tests and Storybook add all of it up front with `addAllResources`, so that nothing they render
 * waits for a translation chunk.
 */
import type { i18n as I18n } from 'i18next'
import enAccount from './en/account.json'
import enAuth from './en/auth.json'
import enCompetitions from './en/competitions.json'
import enDashboard from './en/dashboard.json'
import enHome from './en/home.json'
import enInfractions from './en/infractions.json'
import enInvitations from './en/invitations.json'
import enLegal from './en/legal.json'
import enMarket from './en/market.json'
import enMatch from './en/match.json'
import enStaff from './en/staff.json'
import enNews from './en/news.json'
import enPlayers from './en/players.json'
import enPremium from './en/premium.json'
import enProfile from './en/profile.json'
import enSignup from './en/signup.json'
import enSearch from './en/search.json'
import enTeamRegistration from './en/teamRegistration.json'
import enTeams from './en/teams.json'
import esAccount from './es/account.json'
import esAuth from './es/auth.json'
import esCompetitions from './es/competitions.json'
import esDashboard from './es/dashboard.json'
import esHome from './es/home.json'
import esInfractions from './es/infractions.json'
import esInvitations from './es/invitations.json'
import esLegal from './es/legal.json'
import esMarket from './es/market.json'
import esMatch from './es/match.json'
import esStaff from './es/staff.json'
import esNews from './es/news.json'
import esPlayers from './es/players.json'
import esPremium from './es/premium.json'
import esProfile from './es/profile.json'
import esSignup from './es/signup.json'
import esSearch from './es/search.json'
import esTeamRegistration from './es/teamRegistration.json'
import esTeams from './es/teams.json'
import enMessages from './en/messages.json'
import enNotifications from './en/notifications.json'
import enSettings from './en/settings.json'
import esMessages from './es/messages.json'
import esNotifications from './es/notifications.json'
import esSettings from './es/settings.json'
import { bundledResources } from './bundled'

export { defaultNS } from './namespaces'

export const resources = {
  en: {
    auth: enAuth,
    ...bundledResources.en,
    messages: enMessages,
    notifications: enNotifications,
    settings: enSettings,
    home: enHome,
    competitions: enCompetitions,
    news: enNews,
    players: enPlayers,
    search: enSearch,
    legal: enLegal,
    premium: enPremium,
    profile: enProfile,
    account: enAccount,
    teams: enTeams,
    invitations: enInvitations,
    infractions: enInfractions,
    signup: enSignup,
    dashboard: enDashboard,
    teamRegistration: enTeamRegistration,
    match: enMatch,
    market: enMarket,
    staff: enStaff,
  },
  es: {
    auth: esAuth,
    ...bundledResources.es,
    messages: esMessages,
    notifications: esNotifications,
    settings: esSettings,
    home: esHome,
    competitions: esCompetitions,
    news: esNews,
    players: esPlayers,
    search: esSearch,
    legal: esLegal,
    premium: esPremium,
    profile: esProfile,
    account: esAccount,
    teams: esTeams,
    invitations: esInvitations,
    infractions: esInfractions,
    signup: esSignup,
    dashboard: esDashboard,
    teamRegistration: esTeamRegistration,
    match: esMatch,
    market: esMarket,
    staff: esStaff,
  },
} as const

type Language = keyof typeof resources

/** Adds every namespace of both languages to an i18next instance (tests and Storybook). */
export function addAllResources(instance: I18n): void {
  for (const language of Object.keys(resources) as Language[]) {
    for (const [namespace, bundle] of Object.entries(resources[language])) {
      instance.addResourceBundle(language, namespace, bundle, true, true)
    }
  }
}
