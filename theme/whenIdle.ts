/** Runs `task` when the browser is idle (at the latest after `timeout` ms), or after a short wait where idle callbacks do not exist. */
export function whenIdle(task: () => void, timeout = 10_000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, 2_000);
}
