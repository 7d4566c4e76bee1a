import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { registerNavigate } from '@/app/navigation'

/** Registers the mounted router's navigate and location for code outside React (see navigation.ts). */
export function RouterBridge() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = useRef(pathname + search)
  useEffect(() => {
    here.current = pathname + search
  }, [pathname, search])
  useEffect(
    () =>
      registerNavigate(
        (to, state) => void navigate(to, { state }),
        () => here.current,
      ),
    [navigate],
  )
  return null
}
