-- Exclusion constraints over (artist, time range) need btree_gist; catalogue search uses trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
