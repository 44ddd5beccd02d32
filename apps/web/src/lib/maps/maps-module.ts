// Everything map-related, in one chunk that only pages showing a map load (through loadMaps).
import 'leaflet/dist/leaflet.css';

export * as L from 'leaflet';
export { CircleMarker, MapContainer, Marker, Popup, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
