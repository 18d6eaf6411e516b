import { IconMoon, IconSun, SvgWrapper, useStorageValue } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { COLOR_MODE_KEY, nextMode, parseMode, toggleMode, type ColorMode } from '../colorMode';
import { useLocale } from '../hooks/useLocale';

/** Shortcut for the quick light/dark toggle. */
export function isQuickToggle(e: KeyboardEvent): boolean {
  return e.altKey && e.shiftKey && e.code === 'KeyD';
}

/**
 * The colour-mode switch: each click cycles light → dark → auto. Alt+Shift+D is the quick toggle
 * between light and dark. The engine's theme state follows the shared storage key.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const [stored, setStored] = useStorageValue(COLOR_MODE_KEY, 'auto');
  const mode = parseMode(stored);
  const { t } = useLocale();
  const names: Record<ColorMode, string> = { light: t.colorLight, dark: t.colorDark, auto: t.colorAuto };
  const next = nextMode(mode);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Several switches are mounted (navbar, hamburger menu); the first one handles the key.
      if (!isQuickToggle(e) || e.defaultPrevented) return;
      e.preventDefault();
      setStored(toggleMode(document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setStored]);

  return (
    <button
      type="button"
      className="color-mode-switch"
      data-mode={mode}
      aria-label={`${t.colorMode}: ${names[mode]}. ${t.colorSwitchTo} ${names[next]}`}
      title={`${t.colorMode}: ${names[mode]} (Alt+Shift+D: ${t.colorQuickToggle})`}
      onClick={() => {
        setStored(next);
        onClick?.();
      }}
    >
      {/* Both icons are rendered; CSS shows the one of the mode on screen, correct even before hydration. */}
      <SvgWrapper icon={IconSun} className="color-mode-switch__icon color-mode-switch__icon--sun" aria-hidden="true" />
      <SvgWrapper icon={IconMoon} className="color-mode-switch__icon color-mode-switch__icon--moon" aria-hidden="true" />
      {mode === 'auto' && <span className="color-mode-switch__auto" aria-hidden="true">A</span>}
    </button>
  );
}
