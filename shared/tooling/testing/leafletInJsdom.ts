// What jsdom lacks for Leaflet, for a remote's jest setup file: SVG feature tests (so Leaflet draws with SVG) and, as
// jsdom does no layout, a box of the given size for every element, so a map has a size and shows what is in view.
export function letLeafletDrawInJsdom(size: { width: number; height: number }): void {
  const svgPrototype = window.SVGSVGElement?.prototype as unknown as Record<string, unknown> | undefined;
  if (svgPrototype && !svgPrototype.createSVGRect) {
    svgPrototype.createSVGRect = () => ({ x: 0, y: 0, width: 0, height: 0 });
  }
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => size.height });
}
