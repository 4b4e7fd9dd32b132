import { ForgotPasswordPage } from "../features/account/forgot-password-page.tsx";

export default function Page() {
  return <ForgotPasswordPage />;
}
