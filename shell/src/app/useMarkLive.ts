// Marks the page live (<html data-live>) once React has taken over the server's HTML: until then a click does
// nothing. Browser tests wait for it after loading a page, as a traveller waits for a page to respond.
import { useEffect } from 'react';

export function useMarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
}
