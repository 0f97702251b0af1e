/**
 * A process under load speeds up for its first seconds: the JIT compiles the request's path as it
 * runs. The server's first two seconds of `/api/users/me` on PostgreSQL cost about three times the
 * CPU per answer of the seconds after, so a bench measures only after the rate has stopped climbing.
 */
const WINDOWS_AT_MOST = 8;
const STEADY_WITHIN = 0.1;

/** Runs `window` (a one-second load that returns its rate) until two in a row agree within 10 %, at most eight times. */
export async function warmUntilSteady(window: () => Promise<number>): Promise<void> {
  let previous = await window();
  for (let n = 1; n < WINDOWS_AT_MOST; n++) {
    const rate = await window();
    if (Math.abs(rate - previous) <= STEADY_WITHIN * previous) return;
    previous = rate;
  }
}
