import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDemoIfEmpty } from './demo.ts';

// `npm run seed`: puts the demo catalogue into an empty database (embedded or DATABASE_URL).
const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
const seeded = await seedDemoIfEmpty(app);
console.log(
  seeded
    ? 'Seeded the demo catalogue: north-star-tattoo, black-harbor-ink, kumo-tattoo, mara-vale and the demo accounts.'
    : 'The database already has shops; nothing was seeded.',
);
await app.close();
