import { documentsPolicy } from "../../domain/policy/documents-policy.ts";
import { renderDocumentTemplate } from "../services/document-templates/index.ts";
import { auditCertificateHtml } from "../services/pdf-signing/audit-certificate.ts";
import { documentFrame } from "../services/pdf-signing/document-frame.ts";
import { createDocumentService } from "../services/documents/document-service.ts";
import { documentJobs, scheduleDocumentJobs } from "../services/documents/document-jobs.ts";
import { documentRoutes } from "../api/document-routes.ts";
import { defineModule } from "./server-module.ts";

export const documentsModule = defineModule({
  name: "documents",
  purpose: "Documents to sign: the agent desk issues them, members sign them with a PAdES signature, the audit certificate seals them",
  build: (shared) =>
    createDocumentService({
      database: shared.database,
      files: shared.files,
      pdf: shared.pdf,
      html: { template: renderDocumentTemplate, frame: documentFrame, auditCertificate: auditCertificateHtml },
      rateLimits: shared.rateLimits,
      now: shared.now,
      publicUrl: shared.config.publicUrl,
      expiryDays: shared.config.documentExpiryDays,
      signingSecret: shared.config.signingSecret,
      agencyLicenceNumber: shared.config.agencyLicenceNumber,
    }),
  pageServices: (documents) => ({ documents }),
  routes: documentRoutes,
  jobs: (documents, shared) => documentJobs(shared.database, documents.sealing),
  schedule: (_documents, shared) => scheduleDocumentJobs(shared.database),
  mail: ["document-to-sign", "document-code", "document-reminder", "document-completed", "document-closed"],
  policy: documentsPolicy,
});
