// zod compiles a fast parser for each object schema with new Function, and
// probes whether it may when the schema is built. The page's CSP allows no
// eval, so in the browser that probe is a CSP violation Chrome reports as an
// issue (Lighthouse's Best Practices). The browser parses little, so it skips
// the compiler. This must run before any schema is built: it is bundled with
// zod in the "framework" chunk (vite.config.ts), which the domain's "app"
// chunk depends on, and it is the first import of the client entry and root.
// The server keeps the compiler: root.tsx also runs there, in the process whose API routes parse every request.
import { config } from "zod";

if (typeof window !== "undefined") config({ jitless: true });
