// ToursPage: exposed to the shell as 'catalog/ToursPage' (/tours).
import { ToursPage } from '../tours/ToursPage';

export default ToursPage;
