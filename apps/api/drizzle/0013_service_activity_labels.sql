-- Activity lines of published services began with the service's code ("surf-photographer: …");
-- they now begin with its kind in Hebrew, as modules/activity/texts.ts writes new ones.
UPDATE "activity_log" SET "details" = 'מדריך גלישה: ' || substr("details", length('surf-instructor: ') + 1)
  WHERE "type" = 'service_published' AND "details" LIKE 'surf-instructor: %';
--> statement-breakpoint
UPDATE "activity_log" SET "details" = 'תיקון גלשנים: ' || substr("details", length('surfboard-repair: ') + 1)
  WHERE "type" = 'service_published' AND "details" LIKE 'surfboard-repair: %';
--> statement-breakpoint
UPDATE "activity_log" SET "details" = 'צלם גלישה: ' || substr("details", length('surf-photographer: ') + 1)
  WHERE "type" = 'service_published' AND "details" LIKE 'surf-photographer: %';
