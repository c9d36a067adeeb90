// Marker icons drawn with CSS (no image requests): capitals, experiences, and clusters of experiences.
import { divIcon, type MarkerCluster } from 'leaflet';
import styles from './markers.module.css';

export const capitalIcon = divIcon({ className: styles.capital, iconSize: [18, 18], iconAnchor: [9, 9], popupAnchor: [0, -8] });

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
    iconSize: [36, 36],
  });
}
