// The 27 governorate shapes; hovering or focusing one highlights it and shows how many experiences it has.
import type { Layer, Polygon } from 'leaflet';
import { useEffect, useRef } from 'react';
import { GeoJSON } from 'react-leaflet';
import type { Feature } from 'geojson';
import type { GovernorateCollection, GovernorateProperties } from '../data/geoTypes';
import styles from './governorates.module.css';

export function experiencesLabel(count: number | undefined): string {
  if (count === undefined) return 'Experiences loading';
  if (count === 0) return 'No experiences yet';
  return `${count} ${count === 1 ? 'experience' : 'experiences'}`;
}

interface GovernorateLayerProps {
  governorates: GovernorateCollection;
  /** Experiences per governorate name; undefined while loading or if the service failed. */
  counts?: ReadonlyMap<string, number>;
}

export function GovernorateLayer({ governorates, counts }: GovernorateLayerProps) {
  const countsRef = useRef(counts);
  useEffect(() => {
    countsRef.current = counts;
  }, [counts]);

  const describe = (name: string) => {
    const current = countsRef.current;
    return `${name}: ${current ? experiencesLabel(current.get(name) ?? 0) : experiencesLabel(undefined)}`;
  };

  const onEachFeature = (feature: Feature, layer: Layer) => {
    const name = (feature.properties as GovernorateProperties | null)?.name ?? 'Governorate';
    const path = layer as Polygon;
    path.bindTooltip(() => describe(name), { sticky: true, className: styles.tooltip });
    const highlight = () => path.getElement()?.classList.add(styles.highlighted ?? 'highlighted');
    const unhighlight = () => path.getElement()?.classList.remove(styles.highlighted ?? 'highlighted');
    path.on({ mouseover: highlight, mouseout: unhighlight });
    path.on('add', () => {
      const element = path.getElement();
      if (!element) return;
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', `${name} governorate`);
      element.addEventListener('focus', () => {
        highlight();
        path.openTooltip(path.getCenter());
      });
      element.addEventListener('blur', () => {
        unhighlight();
        path.closeTooltip();
      });
    });
  };

  return <GeoJSON data={governorates} style={() => ({ className: styles.governorate })} onEachFeature={onEachFeature} />;
}
