import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedListings).toBe(20_000);
    expect(config.workers).toBe(1);
  });

  it("runs several server processes only on PostgreSQL", () => {
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://localhost/db" }).workers).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://localhost/db" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "many", DATABASE_URL: "postgres://localhost/db" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("rejects a bad port and a bad database URL with one clear line", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });
});
