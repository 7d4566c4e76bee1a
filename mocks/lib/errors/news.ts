/** Error and field texts of the news area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const newsErrors = {
  en: {
    article_not_found: 'Article not found.',
  },
  es: {
    article_not_found: 'Artículo no encontrado.',
  },
} as const

export const newsFields = {
  en: {},
  es: {},
} as const
