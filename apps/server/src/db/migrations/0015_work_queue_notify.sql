-- The party a request waits on (decision 042), for the requests made before the engine wrote it: from the
-- declarations as they read when this migration was written (packages/contract/src/workflow.ts). From now on the
-- engine writes it with every state.
UPDATE requests SET waiting_on = CASE
  WHEN kind = 'order' AND state = 'DRAFT' THEN 'customer'
  WHEN kind = 'order' AND state = 'SUBMITTED' THEN 'provider'
  WHEN kind = 'order' AND state = 'RECEIVED' THEN 'provider'
  WHEN kind = 'order' AND state = 'RETURNED' THEN 'customer'
  WHEN kind = 'order' AND state = 'RECONFIRM' THEN 'customer'
  WHEN kind = 'nonDisplay' AND state = 'DRAFT' THEN 'customer'
  WHEN kind = 'nonDisplay' AND state = 'SUBMITTED' THEN 'provider'
  WHEN kind = 'nonDisplay' AND state = 'RECONFIRM' THEN 'customer'
  WHEN kind = 'nonDisplay' AND state = 'APPROVED' THEN 'customer'
  WHEN kind = 'nonDisplay' AND state = 'REVISING' THEN 'customer'
  WHEN kind = 'suspension' AND state = 'REQUESTED' THEN 'provider'
  WHEN kind = 'suspension' AND state = 'RECEIVED' THEN 'provider'
  WHEN kind = 'suspension' AND state = 'IN_APPROVAL' THEN 'provider'
  WHEN kind = 'otherReport' AND state = 'REQUESTED' THEN 'provider'
  WHEN kind = 'otherReport' AND state = 'RECEIVED' THEN 'provider'
  ELSE NULL END;
--> statement-breakpoint
-- Every statement that changes requests is announced on the portal's change channel "portal_session" (payload "q:",
-- beside "u:", "c:" and "o:"), so that each server process drops its cached work-queue answers and counts at once
-- (modules/work-queue, decision 042). Statement-level, folded per transaction, delivered at commit.
CREATE OR REPLACE FUNCTION portal_notify_requests() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_session', 'q:');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER requests_queue_notify AFTER INSERT OR UPDATE OR DELETE ON requests FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_requests();
