// RecentEvents: exposed to the shell as 'catalog/RecentEvents' (a home-page section, no route).
import '../messages/catalogMessages';
import { RecentEventsSection } from '../home/RecentEventsSection';

export default RecentEventsSection;
