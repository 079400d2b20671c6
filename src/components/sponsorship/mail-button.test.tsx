import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fillLocal } from "../../lib/content/fill-local";
import { testUi } from "../../test/page-copy";
import { offerMailFallback } from "../../lib/mail-fallback";
import { MailButton } from "./mail-button";

const mail = { to: "owner@example.org", subject: "R&D? #1 + 🚀", body: "Hi,\nCompany: " };

// The panel itself is tested on its own (src/components/mail/fallback-panel.test.tsx).
jest.mock("../../lib/mail-fallback");

describe("MailButton", () => {
  const original = navigator.clipboard;
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(navigator, "clipboard", { value: original, configurable: true });
  });

  it("is an encoded mailto link that also works without scripts", () => {
    render(<MailButton mail={mail}>Write to us</MailButton>);
    expect(screen.getByRole("link", { name: "Write to us" })).toHaveAttribute(
      "href",
      "mailto:owner@example.org?subject=R%26D%3F%20%231%20%2B%20%F0%9F%9A%80&body=Hi%2C%0D%0ACompany%3A%20",
    );
  });

  it("falls back to copying the address when the window cannot open, without leaving the page", async () => {
    jest.spyOn(window, "open").mockImplementation(() => {
      throw new Error("blocked");
    });
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    // user-event installs its own clipboard stub on setup, so set it up before replacing the clipboard.
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<MailButton mail={mail}>Write to us</MailButton>);
    const before = window.location.href;
    await user.click(screen.getByRole("link", { name: "Write to us" }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(fillLocal(testUi.mail.copied, { email: "owner@example.org" })),
    );
    expect(writeText).toHaveBeenCalledWith("owner@example.org");
    expect(window.location.href).toBe(before);
  });

  it("opens the e-mail and offers the fallback panel beside the link, with the same e-mail", async () => {
    const open = jest.spyOn(window, "open").mockImplementation(() => ({}) as Window);
    const user = userEvent.setup({ delay: null });
    render(<MailButton mail={mail}>Write to us</MailButton>);
    const link = screen.getByRole("link", { name: "Write to us" });
    await user.click(link);
    expect(open).toHaveBeenCalledWith(link.getAttribute("href"), "_blank");
    expect(offerMailFallback).toHaveBeenCalledWith(link, mail, testUi.mail);
  });
});
