-- Data backfill (hand-written): brands and models proposed before 0002 carry the proposer's
-- e-mail in their public description ("<mark> <email> · <date>"). Record the proposer by id,
-- clear the description and list them only once an admin approves them.
UPDATE "brands" SET
  "proposed_by" = (
    SELECT u."id" FROM "users" u
    WHERE lower(u."email") = lower(split_part(substring("brands"."description" from char_length('חדש: נוסף על ידי משתמש, ממתין לבדיקת מנהל —') + 2), ' · ', 1))
  ),
  "approved" = false,
  "description" = ''
WHERE "description" LIKE 'חדש: נוסף על ידי משתמש, ממתין לבדיקת מנהל —%';--> statement-breakpoint
UPDATE "models" SET
  "proposed_by" = (
    SELECT u."id" FROM "users" u
    WHERE lower(u."email") = lower(split_part(substring("models"."description" from char_length('חדש: נוסף על ידי משתמש, ממתין לבדיקת מנהל —') + 2), ' · ', 1))
  ),
  "approved" = false,
  "description" = ''
WHERE "description" LIKE 'חדש: נוסף על ידי משתמש, ממתין לבדיקת מנהל —%';
