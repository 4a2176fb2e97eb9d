import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { divIcon, latLngBounds } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { mapTiles } from '../../../config/env.ts';

export type Place = { id: string; name: string; latitude: number; longitude: number; href: string };

// A drawn dot, not an image, so the map still shows where things are when tiles cannot load. A
// Marker (unlike a drawn CircleMarker) is a Tab stop with role="button"; Enter opens its popup.
const dot = divIcon({
  className: '',
  html: '<span style="display:block;width:18px;height:18px;box-sizing:border-box;border-radius:50%;background:rgba(198,40,40,0.85);border:3px solid #C62828"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
  popupAnchor: [0, -9],
});

/**
 * Places on a Leaflet map, each reachable by keyboard: Tab to a place, Enter opens it, and focus
 * moves to the link in its popup.
 */
export default function PlacesMap({ places, height = 320 }: { places: Place[]; height?: number }) {
  if (!places.length) return null;
  const bounds = latLngBounds(places.map((p) => [p.latitude, p.longitude]));
  return (
    <Box
      sx={{
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#e8e4dc',
      }}
    >
      <MapContainer
        bounds={bounds.pad(places.length > 1 ? 0.2 : 0)}
        zoom={places.length > 1 ? undefined : 15}
        maxZoom={16}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
        aria-label="Map"
      >
        <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} />
        {places.map((p) => (
          <Marker
            key={p.id}
            position={[p.latitude, p.longitude]}
            icon={dot}
            title={p.name}
            eventHandlers={{
              add: (e) => e.target.getElement()?.setAttribute('aria-label', p.name),
              popupopen: (e) => e.popup.getElement()?.querySelector('a')?.focus(),
            }}
          >
            <Popup>
              <RouterLink to={p.href}>{p.name}</RouterLink>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </Box>
  );
}
