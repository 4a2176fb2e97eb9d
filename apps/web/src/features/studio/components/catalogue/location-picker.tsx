import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { divIcon, type Marker as LeafletMarker, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { mapTiles } from '../../../../config/env.ts';

export type Pin = { latitude: number; longitude: number };

const dot = divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;box-sizing:border-box;border-radius:50%;background:rgba(198,40,40,0.85);border:3px solid #C62828"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

function ClickToPin({ onPin }: { onPin(pin: Pin): void }) {
  useMapEvents({
    click: (e: LeafletMouseEvent) => onPin({ latitude: e.latlng.lat, longitude: e.latlng.lng }),
  });
  return null;
}

function FollowPin({ pin }: { pin: Pin }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([pin.latitude, pin.longitude])) map.panTo([pin.latitude, pin.longitude]);
  }, [map, pin.latitude, pin.longitude]);
  return null;
}

const rounded = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Where the shop is: set by the address lookup (address-lookup.tsx), then fine-tuned by clicking the
 * map or dragging the pin, or typed as coordinates (which works with tiles unreachable too).
 */
export function LocationPicker({ pin, onChange }: { pin: Pin; onChange(pin: Pin): void }) {
  const [lat, setLat] = useState(String(pin.latitude));
  const [lng, setLng] = useState(String(pin.longitude));
  useEffect(() => {
    setLat(String(pin.latitude));
    setLng(String(pin.longitude));
  }, [pin.latitude, pin.longitude]);
  const set = (p: Pin) => onChange({ latitude: rounded(p.latitude), longitude: rounded(p.longitude) });

  return (
    <Stack spacing={1}>
      <Typography id="map-pin-help" color="text.secondary">
        Click the map or drag the pin to your door, or type the coordinates.
      </Typography>
      <Box
        sx={{
          height: 260,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: '#e8e4dc',
        }}
      >
        <MapContainer
          center={[pin.latitude, pin.longitude]}
          zoom={13}
          style={{ height: '100%', width: '100%' }}
          scrollWheelZoom={false}
          aria-label="Map: where the shop is"
        >
          <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} />
          <ClickToPin onPin={set} />
          <FollowPin pin={pin} />
          <Marker
            position={[pin.latitude, pin.longitude]}
            icon={dot}
            draggable
            title="The shop's pin"
            eventHandlers={{
              add: (e) => e.target.getElement()?.setAttribute('aria-label', "The shop's pin"),
              dragend: (e) => {
                const at = (e.target as LeafletMarker).getLatLng();
                set({ latitude: at.lat, longitude: at.lng });
              },
            }}
          />
        </MapContainer>
      </Box>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Latitude"
          value={lat}
          inputMode="decimal"
          onChange={(e) => setLat(e.target.value)}
          onBlur={() => {
            const v = Number(lat);
            if (lat.trim() && Number.isFinite(v) && Math.abs(v) <= 90) set({ ...pin, latitude: v });
            else setLat(String(pin.latitude));
          }}
          fullWidth
        />
        <TextField
          label="Longitude"
          value={lng}
          inputMode="decimal"
          onChange={(e) => setLng(e.target.value)}
          onBlur={() => {
            const v = Number(lng);
            if (lng.trim() && Number.isFinite(v) && Math.abs(v) <= 180) set({ ...pin, longitude: v });
            else setLng(String(pin.longitude));
          }}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
