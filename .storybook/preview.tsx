import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { allHandlers, prepareMockApi, type Scenario, type SeedOptions } from '@mocks/server'
import { i18n } from '@/locales/i18n'
import { addAllResources } from '@/locales'
import { defaultModes } from './modes'
import {
  MOCK_SCENARIO_GLOBAL,
  mockScenarioKey,
  mockScenarioToolbar,
  withMockScenario,
} from './mockScenario'
import { StoryProviders, type StoryRouting } from './StoryProviders'
import '@/styles/global.css'

// Every namespace up front: a story renders at once, never waiting for a translation chunk.
addAllResources(i18n)

/** The app's typeface (`--font-sans`), and text that needs its Latin and Latin Extended files. */
const FONT_FAMILY = '"Inter Variable"'
const FONT_SAMPLE = 'Aā'

/** Story parameters of this project (besides Storybook's own). */
export interface GvlParameters extends StoryRouting {
  /** Sign in as this demo account before the story renders; signed out when absent. */
  signedInAs?: string
  /** Extra browser storage for the story; null removes the key. */
  storage?: Record<string, string | null>
  /** A mock API scenario: latency, failing or empty areas. */
  scenario?: Partial<Scenario>
  /** Another seed than the standard community (e.g. the large seed's 2,000-message conversation). */
  seed?: SeedOptions
}

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      // The whole mock API is the initial set: it survives the per-story reset, and a story's
      // `parameters.msw.handlers` (keyed by area) take precedence over it.
      const worker = setupWorker(...allHandlers)
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
      return worker
    }),
  ],
  async beforeEach({ parameters, globals }) {
    const params = parameters as GvlParameters
    // The app's font before the story renders: a form control laid out before it arrived keeps its
    // text a pixel off once it has (a select the story's data renders late would differ by run).
    if ((await document.fonts.load(`1em ${FONT_FAMILY}`, FONT_SAMPLE)).length === 0) {
      throw new Error(`No font face of ${FONT_FAMILY} loaded: is it still --font-sans?`)
    }
    // Fixed clock, fresh seed, then the scenario; a failing auth area still lets a story start signed in.
    const auth = await prepareMockApi({
      signedInAs: params.signedInAs,
      scenario: withMockScenario(params.scenario, globals[MOCK_SCENARIO_GLOBAL]),
      ...params.seed,
    })
    localStorage.clear()
    sessionStorage.clear()
    const locale = globals.locale === 'es' ? 'es' : 'en'
    localStorage.setItem('language', locale)
    await i18n.changeLanguage(locale)
    if (auth) {
      localStorage.setItem('auth', JSON.stringify(auth))
      localStorage.setItem('authUser', JSON.stringify(auth.user))
    }
    for (const [key, value] of Object.entries(params.storage ?? {})) {
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    }
  },
  decorators: [
    (Story, { parameters, globals }) => (
      <StoryProviders
        key={mockScenarioKey(globals[MOCK_SCENARIO_GLOBAL])}
        routing={{ route: parameters.route, path: parameters.path }}
      >
        <Story />
      </StoryProviders>
    ),
    // On a docs page a story sits in Storybook's white frame: give it the app's page behind it, so it
    // looks (and its contrast is) as in the app. Story views and their pictures have the app's page.
    (Story, { viewMode }) =>
      viewMode === 'docs' ? (
        <div style={{ background: 'var(--color-bg)', color: 'var(--color-text)' }}>
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
  parameters: {
    // The sidebar: the two pages for reviewers, then the kit, the screens and the shell (as in src/).
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'components', 'features', 'app'] },
    },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // One snapshot per story in Chromatic; screens add Spanish and mobile (modes.ts, screenModes).
    chromatic: { modes: defaultModes },
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
    [MOCK_SCENARIO_GLOBAL]: mockScenarioToolbar,
  },
  initialGlobals: { locale: 'en', [MOCK_SCENARIO_GLOBAL]: 'story' },
}

export default preview
