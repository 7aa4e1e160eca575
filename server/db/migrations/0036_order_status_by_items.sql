-- Decision 048: once an order's live items are all done, a failed quality check leads its status
-- (a passed one, or a return to origin, led before), and the status filters count every order with
-- an item in the status (ANY_ITEM:…) beside the headline counts.
-- (No enum literal: the values were added by earlier migrations, maybe in this same transaction.)
UPDATE "orders" o SET "status" = f."item_status"
FROM (SELECT DISTINCT "order_id", "item_status" FROM "order_items"
      WHERE "item_status"::text = 'QC_FAILED') f
WHERE f."order_id" = o."id" AND o."status"::text IN ('QC_PASSED', 'RTO_DELIVERED');
--> statement-breakpoint
DELETE FROM "order_counts" WHERE "status" <> 'ALL';
--> statement-breakpoint
INSERT INTO "order_counts" ("store_id", "status", "count")
SELECT "store_id", "status"::text, count(*)::int FROM "orders" GROUP BY "store_id", "status"
UNION ALL
SELECT o."store_id", 'ANY_ITEM:' || i."item_status"::text, count(DISTINCT o."id")::int
FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
GROUP BY o."store_id", i."item_status";
