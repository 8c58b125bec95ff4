-- Issue 56: a seller's point is stored rounded to 0.01° (about a kilometre), not only shown so.
-- Points written before the rule are rounded here; the routes round every new one.
UPDATE "surfboards"
SET "lat" = round("lat"::numeric, 2)::double precision,
    "lng" = round("lng"::numeric, 2)::double precision
WHERE "lat" <> round("lat"::numeric, 2)::double precision
   OR "lng" <> round("lng"::numeric, 2)::double precision;--> statement-breakpoint
UPDATE "services"
SET "location" = jsonb_set(
      "location",
      '{coordinates}',
      jsonb_build_array(
        round(("location"->'coordinates'->>0)::numeric, 2),
        round(("location"->'coordinates'->>1)::numeric, 2)
      )
    )
WHERE jsonb_typeof("location"->'coordinates') = 'array'
  AND jsonb_array_length("location"->'coordinates') = 2
  AND jsonb_typeof("location"->'coordinates'->0) = 'number'
  AND jsonb_typeof("location"->'coordinates'->1) = 'number'
  AND (("location"->'coordinates'->>0)::numeric <> round(("location"->'coordinates'->>0)::numeric, 2)
    OR ("location"->'coordinates'->>1)::numeric <> round(("location"->'coordinates'->>1)::numeric, 2));
