-- hand-written: one open programme per consultation (docs/decisions/0031-one-session-validator.md).
-- Existing duplicates first: of a consultation's programmes not cancelled, the one kept is the
-- furthest along (completed, then accepted, then proposed), then the one with money in (deposit
-- paid, then claimed), then the newest; the others are cancelled, and their sessions still to come
-- cancelled with them (the triggers of 0004 free their therapists).
WITH ranked AS (
  SELECT id, row_number() OVER (
    PARTITION BY consultation_id
    ORDER BY CASE status WHEN 'completed' THEN 0 WHEN 'accepted' THEN 1 ELSE 2 END,
      CASE deposit_status WHEN 'paid' THEN 0 WHEN 'claimed' THEN 1 ELSE 2 END,
      created_at DESC, id
  ) AS n
  FROM programmes
  WHERE consultation_id IS NOT NULL AND status <> 'cancelled'
), extras AS (
  UPDATE programmes p SET status = 'cancelled', cancelled_at = now(), updated_at = now()
  FROM ranked r WHERE p.id = r.id AND r.n > 1
  RETURNING p.id
)
UPDATE therapy_sessions SET status = 'cancelled', updated_at = now()
WHERE programme_id IN (SELECT id FROM extras) AND status = 'booked' AND starts_at > now();
--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_one_open_per_consultation" ON "programmes" USING btree ("consultation_id") WHERE status <> 'cancelled';
