// What jsdom lacks for Leaflet (the listing editor's map): SVG feature tests, so Leaflet draws with SVG, and a size.
const svgPrototype = window.SVGSVGElement?.prototype as unknown as Record<string, unknown> | undefined;
if (svgPrototype && !svgPrototype.createSVGRect) {
  svgPrototype.createSVGRect = () => ({ x: 0, y: 0, width: 0, height: 0 });
}
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 640 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
