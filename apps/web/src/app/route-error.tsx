import Alert from '@mui/material/Alert';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../components/not-found.tsx';

/** What a route shows when its loader says the page does not exist (404), or its code failed to load. */
export function RouteError({ what }: { what?: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound what={what} />;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      This page could not load. Check your connection and reload the page.
    </Alert>
  );
}
