ALTER TABLE "notifications" ADD COLUMN "actor_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "request_history" ADD COLUMN "actor_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "english_name" varchar(100);--> statement-breakpoint
-- One brand (issue 23, decision 072): the stored mail templates of a database seeded before say the brand's old names.
UPDATE mail_templates SET subject = replace(subject, '[KRX 시장정보]', '[한국시장데이터 고객 포털]') WHERE subject LIKE '[KRX 시장정보]%';--> statement-breakpoint
UPDATE mail_templates SET subject = replace(subject, '[KRX Market Data]', '[KRX Market Data Customer Portal]') WHERE subject LIKE '[KRX Market Data]%';--> statement-breakpoint
UPDATE mail_templates SET html = replace(html, 'KRX 시장정보', '한국시장데이터'), text = replace(text, 'KRX 시장정보', '한국시장데이터') WHERE html LIKE '%KRX 시장정보%' OR text LIKE '%KRX 시장정보%';
