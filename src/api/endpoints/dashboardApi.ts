/**
 * The dashboard has no call of its own: it reuses the queries of the areas that own the data (the
 * shared `me`, the home page's invitations and matches, the registrations' `getMyRegistrations`,
 * infractions, premium), so one change refetches every screen that shows it.
 */

/** How many upcoming fixtures the dashboard lists. */
export const DASHBOARD_FIXTURES = 3
