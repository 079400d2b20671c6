import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import toast from "react-hot-toast";
import { assignLocation } from "../../lib/location";
import { resetToasts } from "../../lib/toast";
import { realSite } from "../../test/sponsorship-data";
import { Toaster } from "../ui/toaster";
import { testPage, testUi } from "../../test/page-copy";
import {
  Contact,
  MAILTO_URL_LIMIT,
  contactParts,
  fittingContactMail,
  noScriptAction,
  type ContactMailText,
} from "./contact";
import { ContactFormProvider } from "./contact-form-context";
import { offerMailFallback } from "../../lib/mail-fallback";
import { buildMailto } from "../../lib/mailto";

jest.mock("../../hooks/use-site-metadata");
jest.mock("../../lib/location");
// The panel itself is tested on its own (src/components/mail/fallback-panel.test.tsx).
jest.mock("../../lib/mail-fallback");

function renderContact() {
  return render(
    <ContactFormProvider>
      <Contact copy={testPage("home").section("contact")} />
      <Toaster />
    </ContactFormProvider>,
  );
}

afterEach(() => {
  act(() => toast.remove());
  resetToasts();
  jest.clearAllMocks();
});

const contactMail = (...args: Parameters<typeof contactParts>) => buildMailto(contactParts(...args));

/** A template of the fixture's own: the spec's subject and body. */
const MAIL_TEXT: ContactMailText = {
  subject: "Contact from {name}",
  body: "Name: {name}\nEmail: {email}\nMessage: {message}",
  shortened: "[shortened]",
};

describe("Contact form", () => {
  it("has visible labels, the right field types and native required checks only", () => {
    const { container } = renderContact();
    const name = screen.getByLabelText(testUi.contact.name);
    const email = screen.getByLabelText(testUi.contact.email);
    const message = screen.getByLabelText(testUi.contact.message);
    expect(name).toHaveAttribute("type", "text");
    expect(email).toHaveAttribute("type", "email");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "8");
    for (const field of [name, email, message]) expect(field).toBeRequired();
    for (const label of container.querySelectorAll("label")) expect(label).toBeVisible();
    const form = container.querySelector("form");
    expect(form).not.toHaveAttribute("novalidate");
    expect(form?.checkValidity()).toBe(false);
    expect(screen.getByRole("link", { name: realSite.email })).toHaveAttribute("href", `mailto:${realSite.email}`);
  });

  it("without JavaScript, posts its fields as text to the owner's address, with a subject and no body of its own", () => {
    const { container } = renderContact();
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "text/plain");
    const action = form?.getAttribute("action") ?? "";
    expect(action).toBe(noScriptAction(realSite.email, testUi.contact.noScriptSubject));
    const [address, query = ""] = action.split("?");
    expect(address).toBe(`mailto:${realSite.email}`);
    // The browser appends "&body=..." itself; a body here would make two.
    expect([...new URLSearchParams(query).keys()]).toEqual(["subject"]);
    expect(new URLSearchParams(query).get("subject")).toBe(testUi.contact.noScriptSubject);
  });

  it("opens the mailto in the same window, shows the toast and clears the fields", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderContact();
    await user.type(screen.getByLabelText(testUi.contact.name), "Ada Lovelace");
    await user.type(screen.getByLabelText(testUi.contact.email), "ada@example.com");
    await user.type(screen.getByLabelText(testUi.contact.message), "Hello & welcome{Enter}Second line");
    expect(container.querySelector("form")?.checkValidity()).toBe(true);

    await user.click(screen.getByRole("button", { name: testUi.contact.send }));

    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(assignLocation).toHaveBeenCalledWith(
      contactMail(
        realSite.email,
        { name: "Ada Lovelace", email: "ada@example.com", message: "Hello & welcome\nSecond line" },
        testUi.contact,
      ),
    );
    expect(await screen.findByText(testUi.contact.toastTitle)).toBeInTheDocument();
    expect(screen.getByText(testUi.contact.toastDescription)).toBeInTheDocument();
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toContainEqual(
      expect.stringContaining(testUi.contact.toastTitle),
    );
    expect(screen.getByLabelText(testUi.contact.name)).toHaveValue("");
    expect(screen.getByLabelText(testUi.contact.email)).toHaveValue("");
    expect(screen.getByLabelText(testUi.contact.message)).toHaveValue("");
  });

  it("offers the fallback panel beside the send button, with the whole message the form wrote", async () => {
    const user = userEvent.setup({ delay: null });
    renderContact();
    await user.type(screen.getByLabelText(testUi.contact.name), "Zoë");
    await user.type(screen.getByLabelText(testUi.contact.email), "zoe@example.com");
    await user.type(screen.getByLabelText(testUi.contact.message), "R&D #1 + more");
    const send = screen.getByRole("button", { name: testUi.contact.send });
    await user.click(send);
    expect(offerMailFallback).toHaveBeenCalledWith(
      send,
      contactParts(realSite.email, { name: "Zoë", email: "zoe@example.com", message: "R&D #1 + more" }, testUi.contact),
      testUi.mail,
      { clearOfToast: true },
    );
  });

  it("keeps in the e-mail what the visitor typed before the page's script ran", async () => {
    const page = (
      <ContactFormProvider>
        <Contact copy={testPage("home").section("contact")} />
      </ContactFormProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const typed = { name: "Ada Lovelace", email: "ada@example.com", message: "Typed early" };
    for (const [field, value] of Object.entries(typed)) {
      const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${field}`);
      if (!input) throw new Error(`no ${field} field`);
      input.value = value;
    }
    await act(async () => {
      hydrateRoot(container, page);
    });
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    expect(assignLocation).toHaveBeenCalledWith(contactMail(realSite.email, typed, testUi.contact));
    container.remove();
  });

  it("prevents the form's own submission", () => {
    const { container } = renderContact();
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    const notPrevented = fireEvent.submit(form);
    expect(notPrevented).toBe(false);
    expect(assignLocation).toHaveBeenCalledWith(
      contactMail(realSite.email, { name: "", email: "", message: "" }, testUi.contact),
    );
  });

  it("fills the subject and the body of its template with the name, e-mail and message", () => {
    expect(contactMail("owner@example.com", { name: "Grace", email: "g@example.com", message: "Hi" }, MAIL_TEXT)).toBe(
      "mailto:owner@example.com?subject=Contact%20from%20Grace&body=Name%3A%20Grace%0D%0AEmail%3A%20g%40example.com%0D%0AMessage%3A%20Hi",
    );
  });

  it("cuts a message too long for a mailto link, says so, and keeps the text in the form", async () => {
    const user = userEvent.setup({ delay: null });
    renderContact();
    const long = `${"Détails & questions? 🚀 ".repeat(150)}END`;
    await user.type(screen.getByLabelText(testUi.contact.name), "Ada");
    await user.type(screen.getByLabelText(testUi.contact.email), "ada@example.com");
    fireEvent.change(screen.getByLabelText(testUi.contact.message), { target: { value: long } });
    await user.click(screen.getByRole("button", { name: testUi.contact.send }));
    const url = (assignLocation as jest.Mock).mock.calls[0]?.[0] as string;
    expect(url.length).toBeLessThanOrEqual(MAILTO_URL_LIMIT);
    const body = new URLSearchParams(url.split("?")[1]).get("body") ?? "";
    expect(body.endsWith(testUi.contact.shortened)).toBe(true);
    expect(body).not.toContain("END");
    expect(screen.getByText(testUi.contact.shortenedNotice)).toBeVisible();
    expect(screen.getByLabelText(testUi.contact.message)).toHaveValue(long);
  });

  it("leaves a message that fits untouched", () => {
    const draft = { name: "A", email: "a@example.com", message: "short" };
    expect(fittingContactMail("o@example.com", draft, MAIL_TEXT)).toEqual({
      url: contactMail("o@example.com", draft, MAIL_TEXT),
      shortened: false,
    });
  });
});
