// The shapes of the two map data files the remote serves (paths.geojson, locations.geojson).
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';

export interface GovernorateProperties {
  name?: string;
}

export interface CapitalProperties {
  name?: string;
  state?: string;
  population?: number;
}

export type GovernorateCollection = FeatureCollection<Polygon | MultiPolygon, GovernorateProperties>;
export type CapitalFeature = Feature<Point, CapitalProperties>;
export type CapitalCollection = FeatureCollection<Point, CapitalProperties>;

/** A capital ready for the map and the list: a stable key, a display name, and [lat, lng]. */
export interface Capital {
  key: string;
  name: string;
  state?: string;
  population?: number;
  position: [number, number];
}
