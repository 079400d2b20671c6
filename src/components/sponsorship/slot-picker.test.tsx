import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fillLocal } from "../../lib/content/fill-local";
import { buildMailto, withLine } from "../../lib/mailto";
import { slotText } from "../../lib/slots";
import { testUi } from "../../test/page-copy";
import { MailButton } from "./mail-button";
import { SlotBooking } from "./slot-picker";

jest.mock("../../lib/mail-fallback");

const words = testUi.slots;
const mail = {
  to: "owner@example.org",
  subject: "Fixture Inquiry - $1,000",
  body: "Hi,\n\nAn intro.\n\nCompany: \n\nBye",
};
// Built on Friday 25 December 2026: three weeks from 28 December, the first of them booked.
const props = {
  rule: { unit: "week", capacity: 1, shown: 3 },
  booked: ["2026-12-28"],
  buildDay: "2026-12-25",
} as const;

function renderPicker(buildDay: string = props.buildDay) {
  render(
    <SlotBooking {...props} buildDay={buildDay}>
      <MailButton mail={mail}>Ask</MailButton>
    </SlotBooking>,
  );
  return screen.getByRole("group", { name: fillLocal(words.legend, { unit: words.week }) });
}

const link = () => screen.getByRole("link", { name: "Ask" });
const label = (start: string) => slotText("week", start, testUi.slots, "short");

describe("SlotBooking", () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse("2026-12-25T10:00:00Z"), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("offers no preference (chosen) and the next slots, a booked one taken and not to be chosen", () => {
    const group = renderPicker();
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      words.any,
      `${label("2026-12-28")}${words.taken}`,
      `${label("2027-01-04")}${words.open}`,
      `${label("2027-01-11")}${words.open}`,
    ]);
    expect(radios.map((r) => (r as HTMLInputElement).disabled)).toEqual([false, true, false, false]);
    expect(radios[0]).toBeChecked();
    expect(screen.getByText(fillLocal(words.nextOpen, { slot: slotText("week", "2027-01-04", words) }))).toBeVisible();
  });

  it("leaves the e-mail as data/ gives it until a slot is chosen, then adds its line; no preference takes it back", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const group = renderPicker();
    expect(link()).toHaveAttribute("href", buildMailto(mail));
    await user.click(within(group).getByRole("radio", { name: new RegExp(label("2027-01-11")) }));
    const line = fillLocal(words.mailLine, { slot: slotText("week", "2027-01-11", words) });
    expect(link()).toHaveAttribute("href", buildMailto(withLine(mail, line)));
    expect(withLine(mail, line).subject).toBe(mail.subject);
    expect(withLine(mail, line).body).toBe(`Hi,\n\nAn intro.\n\n${line}\n\nCompany: \n\nBye`);
    // The picker says what the inquiries now ask for, where it said when the channel runs next, aloud too.
    const status = group.querySelector("[data-slot-status]");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status?.textContent).toBe(fillLocal(words.chosen, { slot: slotText("week", "2027-01-11", words, "page") }));
    await user.click(within(group).getByRole("radio", { name: words.any }));
    expect(link()).toHaveAttribute("href", buildMailto(mail));
    expect(status?.textContent).toBe(
      fillLocal(words.nextOpen, { slot: slotText("week", "2027-01-04", words, "page") }),
    );
  });

  it("counts from the visitor's day once it is later than the build's: passed slots drop out, as many are shown", () => {
    jest.setSystemTime(Date.parse("2027-01-06T09:00:00Z"));
    const group = renderPicker();
    const values = within(group)
      .getAllByRole("radio")
      .map((r) => (r as HTMLInputElement).value);
    expect(values).toEqual(["", "2027-01-11", "2027-01-18", "2027-01-25"]);
  });

  it("says how long the channel is fully booked when no slot shown is open", () => {
    render(
      <SlotBooking {...props} booked={["2026-12-28", "2027-01-04", "2027-01-11"]}>
        {null}
      </SlotBooking>,
    );
    expect(
      screen.getByText(
        fillLocal(words.fullyBooked, {
          until: slotText("week", "2027-01-17", { ...words, weekLabel: words.dateLabel }),
          slot: slotText("week", "2027-01-18", words),
        }),
      ),
    ).toBeVisible();
  });
});
