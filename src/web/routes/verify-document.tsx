import { VerifyPage } from "../features/documents/verify-page.tsx";

/** The public verify page: anyone may ask whether a PDF is one of the portal's signed documents, unaltered. */
export default function Page() {
  return <VerifyPage />;
}
