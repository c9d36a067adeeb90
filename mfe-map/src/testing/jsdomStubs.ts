// What jsdom lacks for Leaflet (the shared preset fills the rest), with a screen-sized box so the map shows the markers
// in view.
// Its own path: the testing index loads Testing Library, whose cleanup a setup file would load too early to register.
import { letLeafletDrawInJsdom } from '@kemet/tooling/testing/leafletInJsdom';

letLeafletDrawInJsdom({ width: 1024, height: 640 });
// Leaflet's keyboard handler scrolls the page back after focusing the map.
window.scrollTo = () => undefined;
