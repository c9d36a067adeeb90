// StatementPage: exposed to the shell as 'partner/StatementPage' (/partner/statement, a provider's owner signed in).
import '../workspace/sales/messages/salesMessages'; // registers the partnerSales namespace before the page renders
export { default } from '../workspace/sales/StatementPage';
