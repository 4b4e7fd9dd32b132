import { platformPolicy } from "../../domain/policy/platform-policy.ts";
import { SEND_MAIL_JOB } from "../mail/outbox.ts";
import { sendMailJob } from "../mail/mail-sender.ts";
import { MAINTENANCE_JOB, maintenanceJob, scheduleMaintenance } from "../jobs/maintenance-job.ts";
import { healthRoutes } from "../api/health-routes.ts";
import { preferenceRoutes } from "../api/preference-routes.ts";
import { mailboxRoutes } from "../api/mailbox-routes.ts";
import { openapiRoutes } from "../api/openapi-routes.ts";
import { defineModule } from "./server-module.ts";

/** Built last: its maintenance job runs every other module's house-keeping. */
export const platformModule = defineModule({
  name: "platform",
  purpose: "Health, preferences, the mail sender, hourly maintenance and (without SMTP) the local mailbox",
  build: (_shared, built) => ({ housekeeping: built.housekeeping() }),
  routes: async (app, options) => {
    await app.register(healthRoutes, options);
    await app.register(preferenceRoutes, options);
    await app.register(openapiRoutes, options);
    // Without SMTP_URL mail stays in the outbox; the local mailbox shows it.
    if (!options.shared.config.smtpUrl) await app.register(mailboxRoutes, options);
  },
  jobs: ({ housekeeping }, shared) => ({
    [SEND_MAIL_JOB]: sendMailJob({
      database: shared.database,
      transport: shared.mailTransport,
      publicUrl: shared.config.publicUrl,
      from: shared.config.mailFrom,
      files: shared.files,
    }),
    [MAINTENANCE_JOB]: maintenanceJob(shared.database, housekeeping),
  }),
  schedule: (_services, shared) => scheduleMaintenance(shared.database),
  policy: platformPolicy,
});
