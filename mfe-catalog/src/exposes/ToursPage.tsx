// ToursPage: exposed to the shell as 'catalog/ToursPage' (/tours).
import '../messages/catalogMessages';
import { ToursPage } from '../tours/ToursPage';

export default ToursPage;
