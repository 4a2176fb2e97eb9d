import { useEffect } from 'react';

/** Sets the tab title of the screen: "What · Linework". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Linework` : 'Linework — find and book tattoo artists';
  }, [title]);
}
