import { LockoutPage } from "../features/account/lockout-page.tsx";

export default function Page() {
  return <LockoutPage />;
}
