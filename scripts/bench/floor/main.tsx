/**
 * The floor of the stack (`npm run bench`, the `floor` configuration): the smallest honest app the
 * app's libraries allow, to measure the app's first load and first paint against. React and
 * react-dom's createRoot, a data router of React Router (createBrowserRouter and RouterProvider, as
 * src/main.tsx and src/app/App.tsx use them) with two routes and links between them, a Redux Toolkit
 * store with one RTK Query endpoint fetching JSON, react-redux's Provider, and i18next with
 * react-i18next and one namespace. The home page shows a heading and the list fetched from
 * /api/items.json (a static file of this build), so Lighthouse sees a paint that waits for data.
 * Nothing else: no styles beyond a few rules, no prerender, no mock API.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Link, Outlet, createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { configureStore } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { Provider } from 'react-redux'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import './style.css'

interface Item {
  id: number
  name: string
  detail: string
}

const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: new URL('/api/', window.location.origin).toString() }),
  endpoints: (build) => ({
    getItems: build.query<{ items: Item[] }, void>({ query: () => 'items.json' }),
  }),
})

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
})

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'floor',
  ns: ['floor'],
  resources: {
    en: {
      floor: {
        home: 'Home',
        about: 'About',
        heading: 'Teams of the floor app',
        loading: 'Loading the teams…',
        failed: 'The teams could not be loaded.',
        aboutText: 'The same libraries as the app, and nothing of the app.',
      },
    },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
})

function Layout() {
  const { t } = useTranslation()
  return (
    <>
      <nav>
        <Link to="/">{t('home')}</Link>
        <Link to="/about">{t('about')}</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  )
}

function Home() {
  const { t } = useTranslation()
  const { data, isError } = api.useGetItemsQuery()
  return (
    <>
      <h1>{t('heading')}</h1>
      {isError ? (
        <p role="alert">{t('failed')}</p>
      ) : data ? (
        <ul>
          {data.items.map((item) => (
            <li key={item.id}>
              <strong>{item.name}</strong> {item.detail}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('loading')}</p>
      )}
    </>
  )
}

function About() {
  const { t } = useTranslation()
  return (
    <>
      <h1>{t('about')}</h1>
      <p>{t('aboutText')}</p>
    </>
  )
}

const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: 'about', Component: About },
    ],
  },
])

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
)
