// What jsdom lacks for Leaflet (the shared preset fills the rest): SVG feature tests, so Leaflet draws with SVG.

const svgPrototype = window.SVGSVGElement?.prototype as unknown as Record<string, unknown> | undefined;
if (svgPrototype && !svgPrototype.createSVGRect) {
  svgPrototype.createSVGRect = () => ({ x: 0, y: 0, width: 0, height: 0 });
}

// Jsdom does no layout: give elements a screen-sized box so the map has a size and shows the markers in view.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 });
// Leaflet's keyboard handler scrolls the page back after focusing the map.
window.scrollTo = () => undefined;
