/**
 * The "Mock API" toolbar: any story slow, with every area of the mock API failing, or with every area
 * empty, without a story written for it. The choice lies over the story's own `parameters.scenario`
 * (a slow story that fails stays failing), and the story starts again from a fresh store and router
 * (preview.tsx keys its providers by the choice), so what it loads is loaded under the new scenario.
 * Stories, their tests and their pictures keep the default, `story`: the scenario the story asks for.
 */
import { AREAS, SLOW_LATENCY_MS, type Scenario } from '@mocks/scenarios'

const CHOICES = {
  story: {},
  slow: { latency: SLOW_LATENCY_MS },
  failing: { failing: [...AREAS] },
  empty: { empty: [...AREAS] },
} satisfies Record<string, Partial<Scenario>>

type MockScenarioChoice = keyof typeof CHOICES

const isChoice = (value: unknown): value is MockScenarioChoice =>
  typeof value === 'string' && Object.hasOwn(CHOICES, value)

/** The global's name, as in the URL (`&globals=mock:failing`). */
export const MOCK_SCENARIO_GLOBAL = 'mock'

export const mockScenarioToolbar = {
  description: 'Mock API scenario',
  toolbar: {
    title: 'Mock API',
    icon: 'database' as const,
    items: [
      { value: 'story', title: "The story's own data" },
      { value: 'slow', title: `Slow: every answer ${SLOW_LATENCY_MS / 1000} s late` },
      { value: 'failing', title: 'Every area failing' },
      { value: 'empty', title: 'Every area empty' },
    ] satisfies { value: MockScenarioChoice; title: string }[],
    dynamicTitle: true,
  },
}

/** The story's scenario with the toolbar's choice laid over it. */
export function withMockScenario(
  story: Partial<Scenario> | undefined,
  choice: unknown,
): Partial<Scenario> | undefined {
  if (!isChoice(choice) || choice === 'story') return story
  return { ...story, ...CHOICES[choice] }
}

/** Changes whenever the choice does, so the story's providers (store, router, cache) start again. */
export function mockScenarioKey(choice: unknown): string {
  return isChoice(choice) ? choice : 'story'
}
