import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database with every migration applied, that each test file's database copies. */
    migratedTemplate: string | null;
  }
}

/**
 * On PostgreSQL, migrates one template database for the whole run: each test file's fresh database
 * is a copy of it (CREATE DATABASE … TEMPLATE), a third of a second instead of a second of
 * migrations, over a hundred times a run. PGlite files migrate their own in-memory database.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    project.provide('migratedTemplate', null);
    return;
  }
  const name = `lw_template_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = createDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('migratedTemplate', name);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
