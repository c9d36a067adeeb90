// BuyBox: exposed as 'checkout/BuyBox' (no route): the details pages of the catalogue embed it through federation.
import '../messages/checkoutMessages';
export { BuyBox as default } from '../buyBox/BuyBox';

// The server render's hook (ServerPageHooks, @kemet/platform/server-render): the calendar's sessions.
export { prefetchBuyBox as prefetch } from '../buyBox/buyBoxServerHooks';
