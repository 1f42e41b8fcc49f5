/** Seconds with one decimal, e.g. '4.0 s': the one way every length and time on the page is written (issue 23: one total everywhere). */
export const formatSeconds = (ms: number) => `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
