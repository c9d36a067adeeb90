// SalesPage: exposed to the shell as 'partner/SalesPage' (/partner/sales, partner staff signed in). Chart.js is a chunk
// of this page only.
import '../workspace/sales/messages/salesMessages'; // registers the partnerSales namespace before the page renders
export { default } from '../workspace/sales/SalesPage';
