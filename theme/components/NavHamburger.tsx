import { IconSmallMenu, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../whenIdle';
// The buttons' own rules, which the engine's component imports (it is replaced, so its import is gone).
import '@rspress/core/dist/theme/components/NavHamburger/index.css';

/**
 * The engine's menu buttons, with the same markup and behaviour, except that what they open is not part of
 * every page's first download (about 1.2 KiB gzip with its stylesheets): the full-screen menu of narrow
 * screens and the group of wider ones (colour switch, languages) are drawn once their button is used. Their
 * code loads when the browser is idle after a load on a screen that shows a button, or as soon as a pointer
 * or the keyboard reaches one, so a tap finds it ready. A menu opens once its code is there; a load that fails
 * (offline before it ever loaded) leaves the menu closed and the page as it was, and the next use tries again.
 */
type Menus = typeof import('./navMenus');
const loadMenus = () => import('./navMenus');

/** Up to this width the navbar shows one of the two buttons (theme/styles/theme.css, the engine's 1280 px). */
const MENU_BUTTON_QUERY = '(width <= 1280px)';

type Props = Omit<ComponentProps<Menus['NavScreen']>, 'isScreenOpen' | 'toggleScreen'>;

export function NavHamburger(props: Props) {
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const [menus, setMenus] = useState<Menus | null>(null);
  // The group is empty (and hidden) until first opened; from then on it stays drawn, as the engine's does.
  const [groupUsed, setGroupUsed] = useState(false);
  const pointerOnGroup = useRef(false);
  /** Runs `then` once the menus' code is there: at once, or when it has loaded (never if it cannot load). */
  const withMenus = (then?: () => void) => {
    if (menus) return then?.();
    loadMenus().then((m) => {
      setMenus(m);
      then?.();
    }, () => undefined);
  };
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    customChildren: groupUsed && menus ? <menus.NavMenuGroup /> : null,
  });
  const openGroup = () => {
    pointerOnGroup.current = true;
    setGroupUsed(true);
    // Opened once there is something to show, and only if the pointer is still there.
    withMenus(() => pointerOnGroup.current && handleMouseEnter());
  };
  const leaveGroup = () => {
    pointerOnGroup.current = false;
    handleMouseLeave();
  };
  // The full-screen menu opens once its code is there; a press while it cannot load changes nothing.
  const toggle = () => withMenus(toggleScreen);
  const preload = () => withMenus();

  useEffect(() => {
    if (window.matchMedia(MENU_BUTTON_QUERY).matches) whenIdle(preload);
    // Once, after the first render: `preload` of that render loads the menus (none are there yet).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  return (
    <>
      {isScreenOpen &&
        menus &&
        createPortal(<menus.NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />, document.getElementById('__rspress_modal_container') as HTMLElement)}
      <button onClick={toggle} onPointerEnter={preload} onPointerDown={preload} onFocus={preload} aria-label="mobile hamburger" className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}>
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <button
        aria-label="mobile hamburger"
        className={`rp-nav-hamburger rp-nav-hamburger__md${active}`}
        onClick={openGroup}
        onMouseEnter={openGroup}
        onMouseLeave={leaveGroup}
        onFocus={preload}
      >
        <SvgWrapper icon={IconSmallMenu} />
        {hoverGroup}
      </button>
    </>
  );
}
