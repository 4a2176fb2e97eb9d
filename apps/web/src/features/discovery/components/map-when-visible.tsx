import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../../components/when-visible.tsx';
import type { Place } from './places-map.tsx';

// Leaflet is heavy: its chunk loads once the map's place scrolls near the screen.
const PlacesMap = lazy(() => import('./places-map.tsx'));

/** A map of places that loads when it comes into view (a skeleton of its size holds the place). */
export function MapWhenVisible({ places, height }: { places: Place[]; height: number }) {
  return (
    <WhenVisible height={height}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <PlacesMap height={height} places={places} />
      </Suspense>
    </WhenVisible>
  );
}
