// The embeddable subscribe form's own entry: the form, its styles and queries, and nothing of the app
// around it (no router, header, dialogs, session or integrations), so a page that frames it stays light.
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers.tsx';
import { type PageData, pageDataId } from './app/page-data.ts';
import { EmbedApp, embedTargetOf } from './embed/embed-app.tsx';
import { createEmotionCache } from './lib/emotion-cache.ts';
import { setPublicOrigin } from './lib/public-origin.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root')!;
const target = embedTargetOf(window.location.pathname);
if (target) {
  const queryClient = createQueryClient();
  const pageDataElement = document.getElementById(pageDataId);
  const pageData = pageDataElement ? (JSON.parse(pageDataElement.textContent ?? '') as PageData) : null;
  if (pageData) {
    hydrate(queryClient, pageData.queries);
    setPublicOrigin(pageData.origin);
  }
  const app = (
    <StrictMode>
      <BaseProviders queryClient={queryClient} emotionCache={createEmotionCache()}>
        <EmbedApp target={target} />
      </BaseProviders>
    </StrictMode>
  );
  if (pageData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
