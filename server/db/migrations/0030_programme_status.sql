-- A new programme waits for a second staff user's approval (maker-checker): PENDING with no limit until
-- its creation is approved (ACTIVE) or rejected (REJECTED). Programmes made before this were approved.
ALTER TABLE "programmes" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;
