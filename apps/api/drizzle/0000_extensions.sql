-- Trigram matching for Hebrew and Latin free-text search (PostgreSQL has no Hebrew stemmer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
