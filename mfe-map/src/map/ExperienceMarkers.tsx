// The experiences as pins around their governorate's capital, clustered while they overlap. Cluster icons are drawn
// by Leaflet, so a new language redraws them (the clusters and the view stay).
import type { MarkerClusterGroup as LeafletMarkerClusterGroup } from 'leaflet';
import { useLayoutEffect, useRef } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { useFormat, useTranslation } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import type { Capital } from '../data/geoTypes';
import { ExperiencePopup } from './ExperiencePopup';
import { placeExperiences } from './experiencePositions';
import { clusterIcon, experienceIcon, type ClusterWords } from './markerIcons';
import { nameMarker } from './markerTitles';
import { MarkerClusterGroup } from './MarkerClusterGroup';
import '../messages/mapMessages';

export function ExperienceMarkers({ experiences, capitals }: { experiences: Experience[]; capitals: Capital[] }) {
  const placed = placeExperiences(experiences, capitals);
  const { t } = useTranslation('map');
  const format = useFormat();
  const group = useRef<LeafletMarkerClusterGroup>(null);
  const map = useMap();
  // Leaflet keeps the icon function it was given: it reads the current words through this ref. Set before the group
  // joins the map (a layout effect runs before react-leaflet's effects), redrawn when the language or digits change.
  const words = useRef<ClusterWords>({ count: String, label: String });
  useLayoutEffect(() => {
    words.current = { count: (count) => format.number(count), label: (count) => t('cluster', { count }) };
    const clusters = group.current;
    if (clusters && map.hasLayer(clusters)) clusters.refreshClusters();
  }, [map, t, format]);
  return (
    <MarkerClusterGroup
      ref={group}
      iconCreateFunction={(cluster) => clusterIcon(cluster, words.current)}
      showCoverageOnHover={false}
      maxClusterRadius={60}
    >
      {placed.map(({ experience, position }) => (
        <Marker
          key={experience.id}
          position={position}
          icon={experienceIcon}
          title={experience.name}
          alt={experience.name}
          ref={(marker) => {
            if (marker) nameMarker(marker, experience.name);
          }}
        >
          <Popup>
            <ExperiencePopup experience={experience} />
          </Popup>
        </Marker>
      ))}
    </MarkerClusterGroup>
  );
}
