import { useNavigate } from '@rspress/core/runtime';
import { usePrevNextPage } from '@rspress/core/theme-original';
import { useEffect } from 'react';

/** Alt+ArrowLeft / Alt+ArrowRight open the previous / next page of the sidebar. */
export function usePrevNextKeys() {
  const { prevPage, nextPage } = usePrevNextPage();
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.key === 'ArrowLeft' ? prevPage : e.key === 'ArrowRight' ? nextPage : undefined;
      if (!target?.link) return;
      e.preventDefault();
      navigate(target.link);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prevPage, nextPage, navigate]);
}
