// Renders its children only once its place nears the viewport, so below-the-fold code loads on demand. The server's
// HTML holds the place empty, as the browser's first render does.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenVisibleProps {
  children: ReactNode;
  /** Space held until the children render, so nothing below jumps. */
  minHeight: string;
  rootMargin?: string;
}

export function WhenVisible({ children, minHeight, rootMargin = '400px' }: WhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible || !place.current) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return (
    <div ref={place} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  );
}
