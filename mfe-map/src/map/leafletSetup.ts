// Leaflet's bundled default icon images, and its marker-cluster plugin (its styles: leafletStyles.ts).
import { Icon } from 'leaflet';
import 'leaflet.markercluster';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet guesses the default icon's folder from its CSS, which breaks once bundled: give it the bundled files.
delete (Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });
