import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { registerNavigate } from '@/app/navigation'

/** Registers the mounted router's navigate for code outside React (see navigation.ts). */
export function RouterBridge() {
  const navigate = useNavigate()
  useEffect(() => registerNavigate((to) => void navigate(to)), [navigate])
  return null
}
