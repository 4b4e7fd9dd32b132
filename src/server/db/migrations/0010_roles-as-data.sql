DROP INDEX "users_role_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{member}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_id_unique" UNIQUE("agent_id");--> statement-breakpoint
-- Staff accounts that used to be recognised by the agent role and the agent's e-mail keep their desk.
UPDATE "users" SET "roles" = '{member,agent}'::text[] WHERE "role" = 'agent';--> statement-breakpoint
UPDATE "users" u SET "agent_id" = a."id" FROM "agents" a WHERE u."role" = 'agent' AND lower(a."email") = lower(u."email");
