/**
 * The id of the script element that carries the data of a page prerendered with it
 * (src/app/pageData.ts; scripts/prerender/page.mjs writes it): a module of its own, so that the
 * start-up can look for it without loading the code that reads it.
 */
export const PAGE_DATA_ID = 'page-data'
