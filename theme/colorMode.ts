/** Colour mode of the site: what the reader chose, and what is shown. */
export type ColorMode = 'light' | 'dark' | 'auto';

/** Storage key shared with the engine, whose pre-paint script applies the stored mode before first paint. */
export const COLOR_MODE_KEY = 'rspress-theme-appearance';

/** The switch cycles light → dark → auto → light. */
export function nextMode(mode: ColorMode): ColorMode {
  return mode === 'light' ? 'dark' : mode === 'dark' ? 'auto' : 'light';
}

/** The quick toggle only alternates between light and dark, starting from what is shown. */
export function toggleMode(shown: 'light' | 'dark'): ColorMode {
  return shown === 'dark' ? 'light' : 'dark';
}

export function parseMode(value: string | null | undefined): ColorMode {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : 'auto';
}

/**
 * Inline script for <head>: mirrors the pre-paint "dark" class as data-theme="dark|light" on <html>,
 * so components that observe data-theme see the right value before first paint. The engine's own
 * pre-paint script runs after this one, so the class is observed rather than read once.
 */
export const dataThemeScript = `(function(){var d=document.documentElement;function s(){var v=d.classList.contains('dark')?'dark':'light';if(d.getAttribute('data-theme')!==v)d.setAttribute('data-theme',v)}s();new MutationObserver(s).observe(d,{attributes:true,attributeFilter:['class']})})();`;
