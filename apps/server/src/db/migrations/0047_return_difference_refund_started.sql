-- Decision 082, amended: a rejected exchange's difference refund is marked as started, and the
-- mark committed, before the processor is asked; a return killed between the refund and the
-- rejection's commit can then only be rejected again, never approved with the money given back.
ALTER TABLE "returns" ADD COLUMN "difference_refund_started_at" timestamp with time zone;
