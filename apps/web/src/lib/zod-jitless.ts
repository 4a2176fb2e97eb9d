import { config } from 'zod/v4/core';

// zod compiles a fast parser per object schema with `new Function`, after probing whether it may;
// the content security policy forbids evaluating strings (no 'unsafe-eval'), so the probe alone is a
// violation on every page that builds a schema. Schemas decide this when they are built, at module
// evaluation, so this is main.tsx's first import: it runs before any module that builds one.
config({ jitless: true });
