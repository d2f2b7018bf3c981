/** The value at quantile `q` (0..1) of a list of timings. */
export const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Milliseconds, padded for a column. */
export const fmt = (ms) => `${ms.toFixed(2).padStart(7)} ms`;

/** One JSON POST, timed to the end of its answer; anything but a 200 throws. */
export async function timedPost(url, body, token) {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, text };
}
