ALTER TABLE "requests" ADD COLUMN "title_en" varchar(300);--> statement-breakpoint
-- The English titles of the requests made before the engine kept one (orders only existed then).
UPDATE requests SET title_en = CASE title
  WHEN '신규 주문서' THEN 'New order form'
  WHEN '변경 주문서' THEN 'Change order form'
  WHEN '해지 주문서' THEN 'Termination order form'
  ELSE NULL END
WHERE kind = 'order' AND title_en IS NULL;
