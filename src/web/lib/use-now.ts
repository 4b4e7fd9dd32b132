import { useState } from "react";

// Taken once per mounted component: server and client agree except across
// midnight, and relative dates change at most once a day.
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
