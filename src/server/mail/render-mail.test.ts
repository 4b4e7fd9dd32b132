import { describe, expect, it } from "vitest";
import { mailCatalogKeys } from "./mail-catalog.ts";
import { renderMail } from "./render-mail.ts";

describe("mail templates", () => {
  it("have every text in every language", () => {
    expect(mailCatalogKeys("zh-hk")).toEqual(mailCatalogKeys("en"));
    expect(mailCatalogKeys("zh-cn")).toEqual(mailCatalogKeys("en"));
  });

  it("derive Simplified Chinese from the Hong Kong texts", () => {
    const mail = renderMail(
      { template: "reset-password", data: { link: "https://x.hk/zh-cn/account/resetpassword?token=t" } },
      "zh-cn",
      "https://x.hk",
    );
    expect(mail.subject).toBe("重设您的密码 – 港居");
    expect(mail.text).toContain("链接只可使用一次");
  });

  it("escape the values they are given and put the link in both parts", () => {
    const link = 'https://x.hk/en/account/confirmemail?token=a"><script>alert(1)</script>';
    const mail = renderMail({ template: "verify-email", data: { link } }, "en", "https://x.hk");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&quot;&gt;&lt;script&gt;");
    expect(mail.text).toContain(link);
    expect(mail.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  });
});
