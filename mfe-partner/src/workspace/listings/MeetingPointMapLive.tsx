// The Leaflet map the meeting point is picked on. No tile server: Egypt is drawn from its governorates' outlines
// (governorateOutlines.geojson, the map remote's simplified Natural Earth shapes), so it works wherever the page does.
// A click puts the point there; the point is a circle, which needs no marker images.
import 'leaflet/dist/leaflet.css';
import { CircleMarker, GeoJSON, MapContainer, useMapEvents } from 'react-leaflet';
import outlines from './governorateOutlines.geojson';
import styles from './listings.module.css';

const EGYPT_CENTER: [number, number] = [26.6, 31.6];
const SHAPE_STYLE = { color: '#3a5f8f', weight: 1, fillColor: '#e9d8b4', fillOpacity: 0.85 };
const POINT_STYLE = { color: '#1f3a5f', weight: 3, fillColor: '#d7a955', fillOpacity: 1 };

interface Props {
  position: [number, number] | null;
  onPick: (position: [number, number]) => void;
}

function Picker({ onPick }: Pick<Props, 'onPick'>) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

export default function MeetingPointMapLive({ position, onPick }: Props) {
  return (
    <MapContainer
      className={styles.mapCanvas}
      center={EGYPT_CENTER}
      // Leaflet's own stylesheet, loaded with this chunk, would paint its grey over a class's background.
      style={{ background: 'var(--color-lapis-100, #e3eaf4)' }}
      zoom={5}
      minZoom={4}
      maxZoom={12}
      attributionControl={false}
    >
      <GeoJSON data={outlines} style={SHAPE_STYLE} interactive={false} />
      {position && <CircleMarker center={position} radius={9} pathOptions={POINT_STYLE} />}
      <Picker onPick={onPick} />
    </MapContainer>
  );
}
