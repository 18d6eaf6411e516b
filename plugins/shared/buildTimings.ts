/**
 * Build phases for `npm run bench`: with DOCS_BUILD_TIMINGS=1 each plugin's build hooks report how
 * long they took ("[build-phase] alist-search afterBuild 812 ms"), so the bench can tell the engine's
 * phases (compile, SSG) from the site's own post-processing. Without the variable the
 * plugins run unwrapped and print nothing extra.
 */
import type { RspressPlugin } from '@rspress/core';

const HOOKS = ['beforeBuild', 'afterBuild', 'extendPageData', 'routeGenerated', 'addPages'] as const;
export const PHASE_PREFIX = '[build-phase]';

export function withBuildTimings(plugins: RspressPlugin[], env: Record<string, string | undefined> = process.env): RspressPlugin[] {
  if (!env.DOCS_BUILD_TIMINGS) return plugins;
  return plugins.map((plugin) => {
    const wrapped: RspressPlugin = { ...plugin };
    for (const hook of HOOKS) {
      const original = plugin[hook] as ((...args: unknown[]) => unknown) | undefined;
      if (!original) continue;
      // The engine runs a per-page hook for all pages at once, so the phase is the span from the
      // first call's start to the last call's end, not a sum of overlapping durations.
      let first = 0;
      let last = 0;
      let calls = 0;
      let reportTimer: ReturnType<typeof setTimeout> | undefined;
      const report = () => console.log(`${PHASE_PREFIX} ${plugin.name} ${hook} ${Math.round(last - first)} ms${calls > 1 ? ` (${calls} calls)` : ''}`);
      (wrapped as unknown as Record<string, unknown>)[hook] = async function (this: unknown, ...args: unknown[]) {
        const start = performance.now();
        if (hook !== 'extendPageData' || first === 0) first = start;
        try {
          // The engine starts every plugin's hook before awaiting any: a synchronous hook's time ends
          // when it returns, not when the await resumes after the other plugins' hooks have run.
          const result = original.apply(this, args);
          return result && typeof (result as PromiseLike<unknown>).then === 'function' ? await result : result;
        } finally {
          last = performance.now();
          calls += 1;
          clearTimeout(reportTimer);
          if (hook === 'extendPageData') reportTimer = setTimeout(report, 50);
          else report();
        }
      };
    }
    return wrapped;
  });
}

export interface BuildPhase {
  name: string;
  ms: number;
}

/** Phases named in a build's output: the engine's own lines and the plugin hooks above. */
export function parseBuildPhases(output: string): BuildPhase[] {
  const phases: BuildPhase[] = [];
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  for (const m of text.matchAll(/built in ([\d.]+)\s*s \((\w+)\)/g)) phases.push({ name: `compile (${m[2]})`, ms: Math.round(Number(m[1]) * 1000) });
  for (const m of text.matchAll(/Pages rendered in (\d+) ms/g)) phases.push({ name: 'SSG: render HTML pages', ms: Number(m[1]) });
  for (const m of text.matchAll(/Markdown rendered in (\d+) ms/g)) phases.push({ name: 'SSG: render Markdown twins', ms: Number(m[1]) });
  for (const m of text.matchAll(/\[build-phase\] (\S+) (\w+) (\d+) ms/g)) phases.push({ name: `${m[1]} ${m[2]}`, ms: Number(m[3]) });
  return phases;
}
