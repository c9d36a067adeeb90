// What jsdom lacks for Leaflet (the listing editor's map).
// Its own path: the testing index loads Testing Library, whose cleanup a setup file would load too early to register.
import { letLeafletDrawInJsdom } from '@kemet/tooling/testing/leafletInJsdom';

letLeafletDrawInJsdom({ width: 640, height: 320 });
