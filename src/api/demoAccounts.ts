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

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]
