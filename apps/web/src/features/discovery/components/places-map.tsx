import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { mapTiles } from '../../../config/env.ts';

export type Place = { id: string; name: string; latitude: number; longitude: number; href: string };

/**
 * Places on a Leaflet map. Markers are drawn, not images, so the map still shows where things are
 * when the tile server cannot be reached.
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
          <CircleMarker
            key={p.id}
            center={[p.latitude, p.longitude]}
            radius={9}
            pathOptions={{ color: '#C62828', fillOpacity: 0.85 }}
          >
            <Popup>
              <RouterLink to={p.href}>{p.name}</RouterLink>
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </Box>
  );
}
