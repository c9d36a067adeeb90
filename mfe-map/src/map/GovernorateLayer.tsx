// The 27 governorate shapes; hovering or focusing one highlights it and shows how many experiences it has. Leaflet
// draws the shapes and their tooltips: the words are read through a ref, and a new language renames the shapes.
import type { GeoJSON as LeafletGeoJSON, Layer, Polygon } from 'leaflet';
import { useEffect, useRef } from 'react';
import { GeoJSON } from 'react-leaflet';
import type { Feature } from 'geojson';
import { useTranslation } from '@kemet/platform';
import type { GovernorateCollection, GovernorateProperties } from '../data/geoTypes';
import type { PlaceNames } from './usePlaceNames';
import styles from './governorates.module.css';
import '../messages/mapMessages';

type Translate = ReturnType<typeof useTranslation<'map'>>['t'];

/** 'No experiences yet', '1 experience', '2 experiences'… in the page's language (Arabic's six plural forms). */
export function experiencesLabel(count: number | undefined, t: Translate): string {
  if (count === undefined) return t('experiences.loading');
  if (count === 0) return t('experiences.none');
  return t('experiences.count', { count });
}

interface GovernorateLayerProps {
  governorates: GovernorateCollection;
  /** Experiences per governorate name; undefined while loading or if the service failed. */
  counts?: ReadonlyMap<string, number>;
  places: PlaceNames;
}

interface Words {
  counts?: ReadonlyMap<string, number>;
  places: PlaceNames;
  t: Translate;
}

function labelOf({ places, t }: Words, name: string | undefined): string {
  return name ? t('governorate.label', { name: places.governorate(name) }) : t('governorate.unnamed');
}

function describe({ counts, places, t }: Words, name: string | undefined): string {
  const experiences = experiencesLabel(counts ? (name ? (counts.get(name) ?? 0) : 0) : undefined, t);
  return t('governorate.summary', { name: name ? places.governorate(name) : t('governorate.unnamed'), experiences });
}

const nameOf = (layer: Layer): string | undefined =>
  ((layer as Polygon).feature?.properties as GovernorateProperties | null)?.name;

export function GovernorateLayer({ governorates, counts, places }: GovernorateLayerProps) {
  const { t } = useTranslation('map');
  const words = useRef<Words>({ counts, places, t });
  const shapes = useRef<LeafletGeoJSON>(null);

  // Every render: the tooltips (opened later) and the shapes drawn later read the current words.
  useEffect(() => {
    words.current = { counts, places, t };
  });
  // A new language keeps the shapes: rename them, and say an open tooltip again.
  useEffect(() => {
    shapes.current?.eachLayer((layer) => {
      const path = layer as Polygon;
      path.getElement()?.setAttribute('aria-label', labelOf(words.current, nameOf(path)));
      if (path.isTooltipOpen()) path.getTooltip()?.update();
    });
  }, [places, t]);

  const onEachFeature = (feature: Feature, layer: Layer) => {
    const name = (feature.properties as GovernorateProperties | null)?.name;
    const path = layer as Polygon;
    path.bindTooltip(() => describe(words.current, name), { sticky: true, className: styles.tooltip });
    const highlight = () => path.getElement()?.classList.add(styles.highlighted ?? 'highlighted');
    const unhighlight = () => path.getElement()?.classList.remove(styles.highlighted ?? 'highlighted');
    path.on({ mouseover: highlight, mouseout: unhighlight });
    path.on('add', () => {
      const element = path.getElement();
      if (!element) return;
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', labelOf(words.current, name));
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

  return (
    <GeoJSON
      ref={shapes}
      data={governorates}
      style={() => ({ className: styles.governorate })}
      onEachFeature={onEachFeature}
    />
  );
}
