CREATE TABLE "enquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enquiry_type" smallint NOT NULL,
	"comm_media_type" smallint NOT NULL,
	"user_id" uuid,
	"listing_id" integer,
	"agent_id" integer,
	"office_id" integer,
	"salutation" smallint DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"dial_code" text DEFAULT '852' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"budget" text DEFAULT '' NOT NULL,
	"currency_id" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"receive_updates" boolean DEFAULT true NOT NULL,
	"language" text NOT NULL,
	"referral" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_user_idx" ON "enquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_agent_idx" ON "enquiries" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");