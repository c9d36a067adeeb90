// HomeSearch: exposed to the shell as 'catalog/HomeSearch' (a home-page section, no route): the search by dates and
// party, a GET form to /events.
import '../messages/catalogMessages';
import { HomeSearchSection } from '../home/HomeSearchSection';

export default HomeSearchSection;
