import { RegisterPage } from "../features/account/register-page.tsx";

export default function Page() {
  return <RegisterPage />;
}
