import { act, fireEvent, render, screen } from "@testing-library/react";
import { fixtureAdvisory } from "../../test/fixtures";
import { Advisory } from "./advisory";
import { Contact } from "./contact";
import { given, testPage, testUi } from "../../test/page-copy";
import { ContactFormProvider } from "./contact-form-context";

jest.mock("../../hooks/use-site-metadata");
jest.mock("../../lib/location");

const advisory = fixtureAdvisory;
const home = testPage("home");
const copy = home.section("advisory");
const ADVISORY_MESSAGE = copy.text[0] ?? "";
const scrollIntoView = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.useRealTimers();
  scrollIntoView.mockReset();
});

describe("Advisory section", () => {
  it("shows the heading, the sub-line and three cards with icon, highlight, title and description", () => {
    render(
      <ContactFormProvider>
        <Advisory offers={advisory} copy={copy} />
      </ContactFormProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: copy.title })).toBeInTheDocument();
    expect(screen.getByText(given(copy.lead, "the advisory lead"))).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    for (const [i, card] of cards.entries()) {
      expect(card.querySelector("svg")).not.toBeNull();
      expect(card).toHaveTextContent(advisory[i]?.highlight ?? "?");
      expect(card.querySelector("h3")).toHaveTextContent(advisory[i]?.title ?? "?");
      expect(card).toHaveTextContent(advisory[i]?.description ?? "?");
    }
    expect(screen.getByRole("link", { name: copy.action })).toHaveAttribute("href", "#contact");
  });

  it("scrolls to contact, then after 500 ms fills in the advisory message and focuses it", () => {
    render(
      <ContactFormProvider>
        <Advisory offers={advisory} copy={copy} />
        <Contact copy={home.section("contact")} />
      </ContactFormProvider>,
    );
    const message = screen.getByLabelText(testUi.contact.message);
    fireEvent.change(screen.getByLabelText(testUi.contact.name), { target: { value: "Ada" } });

    const link = screen.getByRole("link", { name: copy.action });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("contact"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });

    act(() => jest.advanceTimersByTime(499));
    expect(message).toHaveValue("");
    expect(message).not.toHaveFocus();

    act(() => jest.advanceTimersByTime(1));
    expect(message).toHaveValue(ADVISORY_MESSAGE);
    expect(message).toHaveFocus();
    // The rest of the draft is untouched.
    expect(screen.getByLabelText(testUi.contact.name)).toHaveValue("Ada");
  });

  it("does nothing when the page has no contact section", () => {
    render(
      <ContactFormProvider>
        <Advisory offers={advisory} copy={copy} />
      </ContactFormProvider>,
    );
    fireEvent.click(screen.getByRole("link", { name: copy.action }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("cancels a pending prefill when the section unmounts", () => {
    const { unmount } = render(
      <ContactFormProvider>
        <Advisory offers={advisory} copy={copy} />
        <Contact copy={home.section("contact")} />
      </ContactFormProvider>,
    );
    fireEvent.click(screen.getByRole("link", { name: copy.action }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
