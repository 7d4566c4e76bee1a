/**
 * Start-up. The shell paints at once; the mock API (the heaviest code we ship, with its seed generator)
 * loads in its own chunk, and every request waits for it through whenApiReady().
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import '@/styles/global.css'
import '@/app/i18n'
import { makeStore } from '@/app/store'
import { routes } from '@/app/router'
import { registerNavigate } from '@/app/navigation'
import { preloadOverlays } from '@/app/layout/overlays'
import { setApiReady } from '@/api/apiReady'
import { usesMockApi } from '@/api/url'
import { loadFromStorage, verifyToken } from '@/features/auth/authSlice'

if (usesMockApi) {
  setApiReady(
    import('../mocks/browser')
      .then(({ startMockApi }) => startMockApi())
      // For measurements (npm run bench, DevTools): when requests could first be answered.
      .then(() => {
        performance.mark('gvl:mock-api-ready')
      }),
  )
}

const store = makeStore()
// SPEC §4: the signed-in flag on load derives from the stored auth; the server then verifies it.
store.dispatch(loadFromStorage())
void store.dispatch(verifyToken())

const router = createBrowserRouter(routes)
registerNavigate((to) => void router.navigate(to))

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
)

// The panels and dialogs are not in the first load; fetch them once the page is idle.
preloadOverlays()
