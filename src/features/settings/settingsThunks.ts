/**
 * The settings side effects: Save writes the three preference keys, applies the language at once and
 * closes the dialog (requirements: settings-dialog), and a new language refetches what the API
 * answered in the old one (switched offline, its text comes once back online); the mock API's
 * "Reset demo data" restores the seed.
 */
import { createAsyncThunk } from '@reduxjs/toolkit'
import { i18n } from '@/locales/i18n'
import { completeLanguageWhenOnline } from '@/locales/completeLanguage'
import { whenApiReady } from '@/api/apiReady'
import { languageSwitched } from '@/api/baseApi'
import { apiUrl } from '@/api/url'
import { writePreferences, type Preferences } from '@/lib/preferences'
import { preferencesSaved } from '@/session/settingsSlice'

export const savePreferences = createAsyncThunk<void, Preferences>(
  'settings/savePreferences',
  async (preferences, { dispatch }) => {
    writePreferences(preferences)
    const switched = i18n.language !== preferences.language
    // Close first: focus returns to the gear, then the whole page re-renders in the new language.
    dispatch(preferencesSaved(preferences))
    await i18n.changeLanguage(preferences.language)
    if (!switched) return
    // After the switch: the refetches send the new language (Accept-Language reads the page's).
    dispatch(languageSwitched())
    // Offline, the switch resolved without the text it could not fetch: it comes once back online.
    completeLanguageWhenOnline(i18n)
  },
)

/** Asks the mock API to restore its seed; rejects when it could not. The caller reloads the page. */
export async function resetDemoData(): Promise<void> {
  await whenApiReady()
  const response = await fetch(apiUrl('__mock/reset'), { method: 'POST' })
  if (!response.ok) throw new Error(`Reset failed with ${response.status}`)
}

/** The default page reload; dialogs take it as a prop so that tests and stories can observe it. */
export const reloadPage = (): void => {
  window.location.reload()
}
