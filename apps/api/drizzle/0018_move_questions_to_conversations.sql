-- Questions become conversations (issue 43): one thread per board and asker, with the board's
-- seller; each question a message from the asker at its time, each answer a message from the
-- seller at the time it was answered. Nothing is lost; board_questions is dropped by the next
-- migration. Ids as lib/ids.ts makes them: 8 hex digits of seconds, then 16 more (here from the
-- pair, so the same pair always gets the same thread).
INSERT INTO "conversations" ("id", "board_id", "buyer_id", "seller_id", "last_message_at", "created_at", "updated_at")
SELECT
  lpad(to_hex(floor(extract(epoch from min(q."created_at")))::bigint), 8, '0')
    || substr(md5('conversation:' || q."board_id" || ':' || q."asker_id"), 1, 16),
  q."board_id",
  q."asker_id",
  b."seller_id",
  greatest(max(q."created_at"), max(q."answered_at")),
  min(q."created_at"),
  greatest(max(q."created_at"), max(q."answered_at"))
FROM "board_questions" q
JOIN "surfboards" b ON b."id" = q."board_id"
GROUP BY q."board_id", q."asker_id", b."seller_id"
ON CONFLICT ("board_id", "buyer_id") DO NOTHING;
--> statement-breakpoint
-- Every message in the order it was written, so message ids follow time across all threads.
INSERT INTO "conversation_messages" ("conversation_id", "sender_id", "body", "kind", "created_at")
SELECT m."conversation_id", m."sender_id", m."body", 'text', m."at"
FROM (
  SELECT c."id" AS "conversation_id", q."asker_id" AS "sender_id", q."body", q."created_at" AS "at", q."id" AS "qid", 0 AS "part"
  FROM "board_questions" q
  JOIN "conversations" c ON c."board_id" = q."board_id" AND c."buyer_id" = q."asker_id"
  UNION ALL
  SELECT c."id", c."seller_id", q."answer", coalesce(q."answered_at", q."created_at"), q."id", 1
  FROM "board_questions" q
  JOIN "conversations" c ON c."board_id" = q."board_id" AND c."buyer_id" = q."asker_id"
  WHERE q."answer" IS NOT NULL
) m
ORDER BY m."at", m."qid", m."part";
--> statement-breakpoint
-- What was asked and answered before has been read; a question still waiting for its answer
-- is unread for the seller (their pointer stays at their own last message).
UPDATE "conversations" c SET
  "buyer_seen_up_to" = (SELECT max(m."id") FROM "conversation_messages" m WHERE m."conversation_id" = c."id"),
  "seller_seen_up_to" = coalesce(
    (SELECT max(m."id") FROM "conversation_messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" = c."seller_id"),
    (SELECT max(m."id") FROM "conversation_messages" m
      WHERE m."conversation_id" = c."id"
        AND NOT EXISTS (
          SELECT 1 FROM "board_questions" q
          WHERE q."board_id" = c."board_id" AND q."asker_id" = c."buyer_id" AND q."answer" IS NULL
        ))
  )
WHERE c."buyer_seen_up_to" IS NULL AND c."seller_seen_up_to" IS NULL;
