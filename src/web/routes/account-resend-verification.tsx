import { ResendVerificationPage } from "../features/account/resend-verification-page.tsx";

export default function Page() {
  return <ResendVerificationPage />;
}
