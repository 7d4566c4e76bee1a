/**
 * The demo accounts of the mock API's seed. The seed creates them and the login screen lists them
 * (only while the mock API is in use), so both read this one list.
 */
export const DEMO_PASSWORD = 'demo1234'

export const DEMO_ACCOUNTS = [
  { username: 'demo', role: 'player' },
  { username: 'rivera_fc', role: 'manager' },
  { username: 'maya_goals', role: 'premium' },
  { username: 'lone_wolf', role: 'freeAgent' },
] as const

/**
 * League staff's demo account: the seed's GVL_Admin, who settles disputed results. Sign-in ignores a
 * username's case; it is apart from DEMO_ACCOUNTS because the seed draws those players first.
 */
export const DEMO_STAFF_ACCOUNT = { username: 'gvl_admin', role: 'staff' } as const

/** Every demo account, as the login screen lists them. */
export const DEMO_LOGINS = [...DEMO_ACCOUNTS, DEMO_STAFF_ACCOUNT] as const

export type DemoAccount = (typeof DEMO_LOGINS)[number]
