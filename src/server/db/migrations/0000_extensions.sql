-- Custom migration: extensions must exist before the tables whose indexes use them
-- (gin_trgm_ops on place names for keyword suggestions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
