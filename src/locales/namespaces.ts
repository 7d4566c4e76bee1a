/** The namespace `t` uses when a key names none. Its own module, so that the app imports it without the catalogue. */
export const defaultNS = 'common'
