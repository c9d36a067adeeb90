// A <select> changed before the page's code was live keeps the choice only in the page (React would put the state's
// value back at its next render): apply it as the page goes live, so no early choice is lost.
import { useLayoutEffect, type RefObject } from 'react';

export function useChoiceBeforeLive(
  select: RefObject<HTMLSelectElement | null>,
  current: string,
  apply: (value: string) => void,
) {
  useLayoutEffect(() => {
    const picked = select.current?.value;
    if (picked !== undefined && picked !== current) apply(picked);
    // Once, as the page goes live: later changes reach it through the select's change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
