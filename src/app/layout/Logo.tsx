/** The GVL crest (public/images/logo.svg), drawn to stay legible from 32 to 48 px. */
export const LOGO_SRC = `${import.meta.env.BASE_URL}images/logo.svg`

export function Logo({ size = 40, alt = '' }: { size?: number; alt?: string }) {
  return <img src={LOGO_SRC} alt={alt} width={size} height={size} />
}
