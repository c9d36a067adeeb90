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

export function clusterIcon(cluster: MarkerCluster) {
  const count = cluster.getChildCount();
  const label = `${count} experiences here, zoom in to see them`;
  return divIcon({
    className: styles.cluster,
    html: `<span aria-hidden="true">${count}</span><span class="${styles.hiddenLabel}">${label}</span>`,
    iconSize: [32, 32],
  });
}
