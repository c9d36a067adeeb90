// Marker icons drawn with CSS (no image requests): capitals, experiences, and clusters of experiences.
import { divIcon, type MarkerCluster } from 'leaflet';
import styles from './markers.module.css';

export const capitalIcon = divIcon({
  className: styles.capital,
  html: `<span class="${styles.capitalDot}"></span>`,
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -10],
});

export const experienceIcon = divIcon({
  className: styles.experience,
  html: `<span class="${styles.experienceDot}"></span>`,
  iconSize: [24, 24],
  iconAnchor: [12, 22],
  popupAnchor: [0, -20],
});

/** How a cluster writes its count, and names itself ('2 experiences here, zoom in to see them'). */
export interface ClusterWords {
  count(count: number): string;
  label(count: number): string;
}

export function clusterIcon(cluster: MarkerCluster, words: ClusterWords) {
  const count = cluster.getChildCount();
  return divIcon({
    className: styles.cluster,
    html: `<span aria-hidden="true">${words.count(count)}</span><span class="${styles.hiddenLabel}">${words.label(count)}</span>`,
    iconSize: [32, 32],
  });
}
