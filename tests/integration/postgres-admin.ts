import pg from "pg";

/** One template per worker pool run; the pid keeps parallel CI runs apart. */
export function templateDatabaseName(): string {
  return `hk_template_${process.pid}`;
}

export function withName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Run admin statements (CREATE/DROP DATABASE) on the server's maintenance connection. */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
