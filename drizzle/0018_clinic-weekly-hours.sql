-- Weekly hours (decision 0057): the clinic profile's single hours ({ days, open, close }) become
-- seven entries, 0 = Sunday, each null (closed) or { from, to, breaks: [] }: every open day keeps
-- the opening and closing it had, no break, so an existing installation behaves as before.
UPDATE "clinic_profile"
SET "profile" = jsonb_set(
  "profile",
  '{hours}',
  (
    SELECT jsonb_agg(
      CASE
        WHEN ("profile" -> 'hours' -> 'days') @> to_jsonb(d)
          THEN jsonb_build_object('from', "profile" -> 'hours' ->> 'open', 'to', "profile" -> 'hours' ->> 'close', 'breaks', '[]'::jsonb)
        ELSE 'null'::jsonb
      END
      ORDER BY d
    )
    FROM generate_series(0, 6) AS d
  )
)
WHERE jsonb_typeof("profile" -> 'hours') = 'object';--> statement-breakpoint
-- Therapists' days get an empty list of breaks (the shape the console now writes).
UPDATE "therapists"
SET "weekly_hours" = (
  SELECT jsonb_agg(CASE WHEN jsonb_typeof(day) = 'object' AND NOT day ? 'breaks' THEN day || '{"breaks": []}'::jsonb ELSE day END ORDER BY i)
  FROM jsonb_array_elements("weekly_hours") WITH ORDINALITY AS e(day, i)
)
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("weekly_hours") AS e(day) WHERE jsonb_typeof(day) = 'object' AND NOT day ? 'breaks');
