import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("reads the static map service (template and key); without one the offline map is used", () => {
    expect(loadConfig({}).staticMap).toBeUndefined();
    expect(
      loadConfig({
        STATIC_MAP_URL: "https://maps.example.com/static?c={lat},{lng}&z={zoom}&s={width}x{height}&k={key}",
        STATIC_MAP_KEY: "abc",
      }).staticMap,
    ).toEqual({ template: "https://maps.example.com/static?c={lat},{lng}&z={zoom}&s={width}x{height}&k={key}", key: "abc" });
    expect(() => loadConfig({ STATIC_MAP_URL: "https://maps.example.com/static" })).toThrow(ConfigError);
    expect(() => loadConfig({ STATIC_MAP_URL: "javascript:{lat}{lng}" })).toThrow(ConfigError);
  });

  it("has defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedListings).toBe(20_000);
    expect(config.workers).toBe(1);
  });

  it("keeps the recapture prompt off unless RECAPTURE_PROMPT is on", () => {
    expect(loadConfig({}).recapturePrompt).toBe(false);
    expect(loadConfig({ RECAPTURE_PROMPT: "off" }).recapturePrompt).toBe(false);
    expect(loadConfig({ RECAPTURE_PROMPT: "on" }).recapturePrompt).toBe(true);
    expect(() => loadConfig({ RECAPTURE_PROMPT: "yes" })).toThrow(/^Invalid setting RECAPTURE_PROMPT/);
  });

  it("runs several server processes only on PostgreSQL", () => {
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://localhost/db" }).workers).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://localhost/db" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "many", DATABASE_URL: "postgres://localhost/db" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("keeps a guest's page for other guests at most the listing index's 1 s, or not at all", () => {
    expect(loadConfig({}).pageCacheMs).toBe(1000);
    expect(loadConfig({ PAGE_CACHE_MS: "0" }).pageCacheMs).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE_MS: "5000" })).toThrow(/PAGE_CACHE_MS/);
  });

  it("rejects a bad port and a bad database URL with one clear line", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("believes no forwarded client address unless TRUST_PROXY names the proxy hops", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("reads social sign-in providers from OIDC_PROVIDERS and OIDC_<ID>_*", () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
    const config = loadConfig({
      OIDC_PROVIDERS: "google, my-idp",
      OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
      OIDC_GOOGLE_CLIENT_ID: "id-1",
      OIDC_GOOGLE_CLIENT_SECRET: "secret-1",
      OIDC_GOOGLE_NAME: "Google",
      OIDC_MY_IDP_ISSUER: "http://127.0.0.1:4500",
      OIDC_MY_IDP_CLIENT_ID: "id-2",
    });
    expect(config.oidcProviders).toEqual([
      { id: "google", name: "Google", issuer: "https://accounts.google.com", clientId: "id-1", clientSecret: "secret-1" },
      { id: "my-idp", name: "my-idp", issuer: "http://127.0.0.1:4500", clientId: "id-2", clientSecret: undefined },
    ]);
  });

  it("refuses a provider without issuer or client id, or with a bad id", () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: "google", OIDC_GOOGLE_CLIENT_ID: "x" })).toThrow(/OIDC_GOOGLE_ISSUER/);
    expect(() => loadConfig({ OIDC_PROVIDERS: "google", OIDC_GOOGLE_ISSUER: "https://accounts.google.com" })).toThrow(
      /OIDC_GOOGLE_CLIENT_ID/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: "Bad Id!" })).toThrow(/OIDC_PROVIDERS/);
  });

  it("reads the mail and Redis settings, with a sender at PUBLIC_URL's host by default", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://homes.example.hk",
      SMTP_URL: "smtps://user:pass@mail.example.hk:465",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(config.smtpUrl).toBe("smtps://user:pass@mail.example.hk:465");
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config.mailFrom).toBe("Harbour Homes <no-reply@homes.example.hk>");
    expect(loadConfig({ MAIL_FROM: "Homes <hi@x.hk>", SMTP_URL: "" }).mailFrom).toBe("Homes <hi@x.hk>");
    expect(loadConfig({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "mail.example.hk" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
  });

  it("reads S3_URL into the bucket's endpoint, region, name and credentials; unset or empty keeps files in the database", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_URL: "" }).s3).toBeUndefined();
    expect(loadConfig({ S3_URL: "http://S3RVER:S3RVER@127.0.0.1:4569/portal-files" }).s3).toEqual({
      endpoint: "http://127.0.0.1:4569",
      region: "us-east-1",
      bucket: "portal-files",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    // An AWS secret may hold "/" and "+": "/" is written %2F, "+" stays itself.
    expect(loadConfig({ S3_URL: "https://AKIAEXAMPLE:wJal%2FK7+MDENG@s3.ap-east-1.amazonaws.com/hh-files?region=ap-east-1" }).s3).toEqual({
      endpoint: "https://s3.ap-east-1.amazonaws.com",
      region: "ap-east-1",
      bucket: "hh-files",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "wJal/K7+MDENG",
    });
  });

  it("refuses an S3_URL it cannot use with one line that never repeats the secret", () => {
    const refusal = (url: string) => {
      try {
        loadConfig({ S3_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`${url} was accepted`);
    };
    expect(refusal("http://127.0.0.1:4569/files")).toMatch(/^Invalid setting S3_URL: .*the access key or the secret is missing/);
    expect(refusal("https://KEY:se/cret@s3.amazonaws.com/files")).toMatch(/percent-encode "\/" in the secret as %2F/);
    expect(refusal("ftp://KEY:secret@host/files")).toMatch(/^Invalid setting S3_URL: must be http\(s\):\/\//);
    expect(refusal("http://KEY:secret@host/")).toMatch(/"" is not a bucket name/);
    expect(refusal("http://KEY:secret@host/files/photos")).toMatch(/"files\/photos" is not a bucket name/);
    expect(refusal("http://KEY:secret@host/files?regoin=ap-east-1")).toMatch(/"regoin" is not understood/);
    expect(refusal("http://KEY:secret@host/files?region=Asia Pacific")).toMatch(/is not a region/);
    expect(refusal("http://KEY:%ZZ@host/files")).toMatch(/badly encoded/);
    for (const url of ["https://KEY:zq8/Vx@s3.amazonaws.com/files", "http://KEY:zq8Vx@host/files?regoin=x", "http://KEY:zq8Vx@host/"]) {
      expect(refusal(url)).not.toMatch(/zq8/);
    }
  });

  it("has no analytics without TAG_MANAGER_ID; with it, Google Tag Manager's script unless TAG_MANAGER_SRC names another", () => {
    expect(loadConfig({}).tagManagerSrc).toBeUndefined();
    expect(loadConfig({ TAG_MANAGER_ID: "" }).tagManagerSrc).toBeUndefined();
    expect(loadConfig({ TAG_MANAGER_ID: "GTM-ABC123" }).tagManagerSrc).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
    expect(
      loadConfig({ TAG_MANAGER_ID: "GTM-ABC123", TAG_MANAGER_SRC: "https://tags.example.hk/gtm.js?id=GTM-ABC123" }).tagManagerSrc,
    ).toBe("https://tags.example.hk/gtm.js?id=GTM-ABC123");
    expect(() => loadConfig({ TAG_MANAGER_SRC: "https://tags.example.hk/gtm.js" })).toThrow(/TAG_MANAGER_SRC: it needs TAG_MANAGER_ID/);
    expect(() => loadConfig({ TAG_MANAGER_ID: "GTM ABC<script>" })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadConfig({ TAG_MANAGER_ID: "GTM-1", TAG_MANAGER_SRC: "javascript:alert(1)" })).toThrow(/TAG_MANAGER_SRC/);
  });
});
