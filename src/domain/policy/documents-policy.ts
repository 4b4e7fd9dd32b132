// Documents to sign: a verified member reads and signs the documents they
// are a signer of; an agent issues, lists, resends and cancels their own
// documents, and no other agent's. Anyone may ask whether a PDF is one of
// ours and unaltered. A document the viewer is neither a signer of nor the
// issuing agent of answers as an unknown one.
import { definePolicy } from "./policy.ts";
import type { Viewer } from "./viewer.ts";

/** Who is on a document: its signers' accounts and its issuing agent. */
export interface DocumentParties {
  signerUserIds: readonly string[];
  issuingAgentId: number;
}

const isSigner = (viewer: Viewer, document: DocumentParties) => viewer.user !== null && document.signerUserIds.includes(viewer.user.userId);
const isIssuingAgent = (viewer: Viewer, document: DocumentParties) =>
  viewer.agentId !== null && viewer.roles.includes("agent") && viewer.agentId === document.issuingAgentId;

export const documentsPolicy = definePolicy("documents", {
  own: { gate: "verified", says: "A member whose e-mail is confirmed: the documents they are a signer of" },
  read: {
    gate: "verified",
    sees: (viewer: Viewer, document: DocumentParties) => isSigner(viewer, document) || isIssuingAgent(viewer, document),
    says: "A signer of the document or its issuing agent (anyone else: 404, as an unknown document)",
  },
  sign: {
    gate: "verified",
    sees: (viewer: Viewer, document: DocumentParties) => isSigner(viewer, document),
    says: "The signer the link names, signed in as that account (anyone else: 404)",
  },
  agentDesk: { gate: "agent", says: "An agent: issues documents and lists their own" },
  manage: {
    gate: "agent",
    sees: (viewer: Viewer, document: DocumentParties) => isIssuingAgent(viewer, document),
    says: "The issuing agent only (another agent's document: 404, as an unknown one)",
  },
  verify: { gate: "anyone", says: "Anyone: whether a PDF is one of ours and unaltered" },
});
