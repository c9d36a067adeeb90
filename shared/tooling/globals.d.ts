// Module declarations every package's TypeScript needs for non-code imports.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.geojson' {
  const collection: import('geojson').FeatureCollection;
  export default collection;
}
