// OperationsPage: exposed to the shell as 'partner/OperationsPage' (/operations, Kemet operations signed in).
import '../operations/messages/operationsMessages'; // registers the operations namespace before the page renders
export { default } from '../operations/OperationsPage';
