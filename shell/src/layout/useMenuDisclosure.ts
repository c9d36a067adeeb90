// Open/closed state of the small-screen menu: closes on route change, on Escape (focus back to the toggle)
// and on a click outside the header.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@kemet/platform';

export function useMenuDisclosure<C extends HTMLElement, T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const toggleRef = useRef<T>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), containerRef, toggleRef };
}
