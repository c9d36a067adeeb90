// Leaflet's own styles (every rule .leaflet-* scoped), imported before any of the map's: the map's rules have the same
// specificity and must come later to win (its background, its marker icons' layout). They load with the map's
// picture, before the live map's chunk.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
