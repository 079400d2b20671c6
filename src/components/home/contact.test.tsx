import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { assignLocation } from "../../lib/location";
import { resetToasts } from "../../lib/toast";
import { fixtureSite as mockSite } from "../../test/fixtures";
import { renderWithTheme } from "../../test/render";
import { Toaster } from "../ui/toaster";
import { Contact, MAILTO_URL_LIMIT, SHORTENED_NOTE, contactMail, fittingContactMail } from "./contact";
import { ContactFormProvider } from "./contact-form-context";

// The form writes to whatever address the site settings give; a made-up site shows it takes none of its own.
jest.mock("../../hooks/use-site-metadata", () => ({ useSiteMetadata: () => mockSite }));
jest.mock("../../lib/location");

// react-hot-toast asks for the reduced-motion preference, which jsdom cannot answer.
beforeAll(() => {
  window.matchMedia = jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
});

function renderContact() {
  return renderWithTheme(
    <ContactFormProvider>
      <Contact />
      <Toaster />
    </ContactFormProvider>,
  );
}

afterEach(() => {
  act(() => toast.remove());
  resetToasts();
  jest.clearAllMocks();
});

describe("Contact form", () => {
  it("has visible labels, the right field types and native required checks only", () => {
    const { container } = renderContact();
    const name = screen.getByLabelText("Name");
    const email = screen.getByLabelText("Email");
    const message = screen.getByLabelText("Message");
    expect(name).toHaveAttribute("type", "text");
    expect(email).toHaveAttribute("type", "email");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "8");
    for (const field of [name, email, message]) expect(field).toBeRequired();
    for (const label of container.querySelectorAll("label")) expect(label).toBeVisible();
    const form = container.querySelector("form");
    expect(form).not.toHaveAttribute("novalidate");
    expect(form?.checkValidity()).toBe(false);
    expect(screen.getByRole("link", { name: mockSite.email })).toHaveAttribute("href", `mailto:${mockSite.email}`);
  });

  it("opens the mailto in the same window, shows the toast and clears the fields", async () => {
    const user = userEvent.setup();
    const { container } = renderContact();
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Message"), "Hello & welcome{Enter}Second line");
    expect(container.querySelector("form")?.checkValidity()).toBe(true);

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(assignLocation).toHaveBeenCalledWith(
      "mailto:owner@fixture.example?subject=Contact%20from%20Ada%20Lovelace" +
        "&body=Name%3A%20Ada%20Lovelace%0D%0AEmail%3A%20ada%40example.com%0D%0AMessage%3A%20Hello%20%26%20welcome%0D%0ASecond%20line",
    );
    expect(await screen.findByText("Email client opened")).toBeInTheDocument();
    expect(screen.getByText("Your default email client should open with the pre-filled message.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Email client opened");
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("prevents the form's own submission", () => {
    const { container } = renderContact();
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    const notPrevented = fireEvent.submit(form);
    expect(notPrevented).toBe(false);
    expect(assignLocation).toHaveBeenCalledWith(
      expect.stringMatching(/^mailto:owner@fixture\.example\?subject=Contact%20from%20&/),
    );
  });

  it("builds the subject from 'Contact from ' and the name", () => {
    expect(contactMail("owner@example.com", { name: "Grace", email: "g@example.com", message: "Hi" })).toBe(
      "mailto:owner@example.com?subject=Contact%20from%20Grace&body=Name%3A%20Grace%0D%0AEmail%3A%20g%40example.com%0D%0AMessage%3A%20Hi",
    );
  });

  it("cuts a message too long for a mailto link, says so, and keeps the text in the form", async () => {
    const user = userEvent.setup();
    renderContact();
    const long = `${"Détails & questions? 🚀 ".repeat(150)}END`;
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: long } });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const url = (assignLocation as jest.Mock).mock.calls[0]?.[0] as string;
    expect(url.length).toBeLessThanOrEqual(MAILTO_URL_LIMIT);
    const body = new URLSearchParams(url.split("?")[1]).get("body") ?? "";
    expect(body.endsWith(SHORTENED_NOTE)).toBe(true);
    expect(body).not.toContain("END");
    expect(screen.getByText(/longer than an e-mail link can carry/)).toBeVisible();
    expect(screen.getByLabelText("Message")).toHaveValue(long);
  });

  it("leaves a message that fits untouched", () => {
    const draft = { name: "A", email: "a@example.com", message: "short" };
    expect(fittingContactMail("o@example.com", draft)).toEqual({
      url: contactMail("o@example.com", draft),
      shortened: false,
    });
  });
});
