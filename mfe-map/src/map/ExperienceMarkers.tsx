// The experiences as pins around their governorate's capital, clustered while they overlap.
import type { Experience } from '@kemet/contract';
import { Marker, Popup } from 'react-leaflet';
import type { Capital } from '../data/geoTypes';
import { ExperiencePopup } from './ExperiencePopup';
import { placeExperiences } from './experiencePositions';
import { clusterIcon, experienceIcon } from './markerIcons';
import { MarkerClusterGroup } from './MarkerClusterGroup';

export function ExperienceMarkers({ experiences, capitals }: { experiences: Experience[]; capitals: Capital[] }) {
  const placed = placeExperiences(experiences, capitals);
  return (
    <MarkerClusterGroup iconCreateFunction={clusterIcon} showCoverageOnHover={false} maxClusterRadius={60}>
      {placed.map(({ experience, position }) => (
        <Marker key={experience.id} position={position} icon={experienceIcon} title={experience.name} alt={experience.name}>
          <Popup>
            <ExperiencePopup experience={experience} />
          </Popup>
        </Marker>
      ))}
    </MarkerClusterGroup>
  );
}
