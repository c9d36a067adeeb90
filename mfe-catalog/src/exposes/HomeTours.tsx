// HomeTours: exposed to the shell as 'catalog/HomeTours' (a home-page section, no route).
import '../messages/catalogMessages';
import { HomeToursSection } from '../home/HomeToursSection';

export default HomeToursSection;
