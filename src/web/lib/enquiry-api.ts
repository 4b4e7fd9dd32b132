// The enquiry calls of the browser, through the one queued API client (the
// request the form builds is lib/enquiry-request.ts's).
import type { ContactUsRequest, ContactUsResponse } from "../../domain/contracts/enquiry-request.ts";
import { api } from "./api-client.ts";
import { track } from "./analytics.ts";
import { enquiryEvent } from "./analytics-events.ts";

/** Sends an enquiry; one the server accepted is an analytics event. */
async function sendEnquiry(path: string, body: ContactUsRequest, channel: "form" | "media"): Promise<ContactUsResponse> {
  const answer = await api.post<ContactUsResponse>(path, body);
  if (!answer.result.hasError) track(enquiryEvent(body.enquiryType, channel));
  return answer;
}

export const enquiryApi = {
  contactUs: (body: ContactUsRequest) => sendEnquiry("/api/communication/contactus", body, "form"),
  contactUsMedia: (body: ContactUsRequest) => sendEnquiry("/api/communication/contactusmedia", body, "media"),
};
