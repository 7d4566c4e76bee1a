/** Small statistics over samples (ms, bytes, scores). */
export const sorted = (values) => values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)

/** Nearest-rank percentile; NaN for no samples. */
export function percentile(values, p) {
  const s = sorted(values)
  if (s.length === 0) return NaN
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]
}

export const median = (values) => {
  const s = sorted(values)
  if (s.length === 0) return NaN
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export const max = (values) => sorted(values).at(-1) ?? NaN

export function summarise(values) {
  return {
    n: sorted(values).length,
    p50: median(values),
    p95: percentile(values, 95),
    max: max(values),
    samples: values.map((v) => Math.round(v * 10) / 10),
  }
}
