CREATE TABLE "document_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"who" text NOT NULL,
	"signer_id" bigint,
	"ip" text,
	"user_agent" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "document_properties" (
	"document_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"listing_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"link_nonce" text,
	"token_hash" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"typed_name" text,
	"signature_file_key" text,
	"decline_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_signers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"agent_id" integer NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"title_chi" text NOT NULL,
	"caption" text NOT NULL,
	"caption_chi" text NOT NULL,
	"signing_order" text NOT NULL,
	"status" text NOT NULL,
	"body_html" jsonb NOT NULL,
	"original_file_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"current_file_key" text NOT NULL,
	"result_file_key" text,
	"result_sha256" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"sealing_attempts" smallint DEFAULT 0 NOT NULL,
	"sealing_last_error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_document_key_unique" UNIQUE("document_key")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_properties" ADD CONSTRAINT "document_properties_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_properties_key" ON "document_properties" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signers_position_key" ON "document_signers" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_signers_user_idx" ON "document_signers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_signers_email_idx" ON "document_signers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "documents_agent_idx" ON "documents" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE INDEX "documents_reminder_idx" ON "documents" USING btree ("next_reminder_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "documents_expiry_idx" ON "documents" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "documents_result_sha_idx" ON "documents" USING btree ("result_sha256");