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

  it("an enquiry's e-mails: the enquirer named in the agent's subject on one line, their words escaped in HTML and kept in the text", () => {
    const data = {
      enquiryId: 12,
      name: "Amy\r\nBcc: x@evil.test",
      message: "Viewing?\n<script>alert(1)</script>",
      reference: "HK123",
      link: "https://x.hk/en/property/sale/a/1",
    };
    const agent = renderMail(
      { template: "enquiry-agent", data: { ...data, email: "amy@x.hk", phone: "+852 91234567", budget: "" } },
      "en",
      "https://x.hk",
    );
    expect(agent.subject).toBe("New enquiry from Amy Bcc: x@evil.test – Harbour Homes");
    expect(agent.html).not.toContain("<script>");
    expect(agent.text).toContain("Phone: +852 91234567");
    expect(agent.text).toContain("<script>alert(1)</script>");
    const receipt = renderMail({ template: "enquiry-receipt", data }, "zh-cn", "https://x.hk");
    expect(receipt.text).toContain("HK123");
    expect(receipt.text).toContain("12");
    expect(receipt.subject).toBe("我们已收到您的查询 – 港居");
  });
});
