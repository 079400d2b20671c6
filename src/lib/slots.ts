/**
 * Sponsorship slots: the grid of weeks (starting on Mondays) or months a channel runs by, computed in UTC days.
 * The build computes them against its day; the browser again against the visitor's, once the page is interactive.
 * A day is written as in data/bookings.json: "YYYY-MM-DD", the first day of its slot.
 */
import { fillLocal } from "./content/fill-local";

export type SlotUnit = "week" | "month";

/** A channel's slot settings (data/channels.json, "slots"). */
export interface SlotRule {
  unit: SlotUnit;
  /** How many sponsors one slot takes. */
  capacity: number;
  /** How many slots the page offers. */
  shown: number;
}

export interface Slot {
  /** The slot's first day. */
  start: string;
  /** How many sponsors it still takes (0: taken). */
  left: number;
}

export interface Schedule {
  /** The next `shown` slots after today, open or not. */
  slots: Slot[];
  /** The first open slot, within two years; none when everything up to then is booked. */
  next?: Slot;
}

const DAY = 86_400_000;

/** The UTC day of a time: "2026-12-07". */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The time of a day's start, or NaN when it is not a real day written YYYY-MM-DD. */
export function timeOf(day: string): number {
  const t = /^\d{4}-\d\d-\d\d$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  return t === t && dayOf(t) === day ? t : NaN;
}

/** Whether a real day is the first day of a slot: a Monday, or the first of a month. */
export const onGrid = (unit: SlotUnit, day: string) =>
  unit === "week" ? new Date(timeOf(day)).getUTCDay() === 1 : day.endsWith("-01");

/** The first slot of the unit that starts after the given day: the next Monday, or the first of the next month. */
export function firstAfter(unit: SlotUnit, t: number): number {
  const d = new Date(t);
  return unit === "week" ? t + ((8 - d.getUTCDay()) % 7 || 7) * DAY : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1);
}

/** The slot after the one starting at t. */
export const following = (unit: SlotUnit, t: number) => (unit === "week" ? t + 7 * DAY : firstAfter(unit, t));

/** How far ahead the next open slot is looked for: two years. */
export const horizon = (unit: SlotUnit) => (unit === "week" ? 105 : 24);

/** The slots after `today` with the channel's bookings (each the start of a booked slot) counted in. */
export function scheduleOf(rule: SlotRule, booked: readonly string[], today: string): Schedule {
  const slots: Slot[] = [];
  let next: Slot | undefined;
  let t = firstAfter(rule.unit, timeOf(today));
  for (let i = 0; i < Math.max(rule.shown, horizon(rule.unit)) && (i < rule.shown || !next); i++) {
    const start = dayOf(t);
    const slot = { start, left: Math.max(0, rule.capacity - booked.filter((b) => b === start).length) };
    if (i < rule.shown) slots.push(slot);
    if (!next && slot.left > 0) next = slot;
    t = following(rule.unit, t);
  }
  return next ? { slots, next } : { slots };
}

/** A booking as data/bookings.json lists it: a channel's slug and the first day of the slot it takes. */
export interface Booking {
  channel: string;
  slot: string;
}

/** The booked slots' first days by channel, from the list of every booking (a slot appears once per sponsor). */
export function bookedByChannel(bookings: readonly Booking[]): Record<string, string[]> {
  const booked: Record<string, string[]> = {};
  for (const { channel, slot } of bookings) (booked[channel] ??= []).push(slot);
  return booked;
}

/** The day before a slot's start: the last day of a fully booked stretch. */
export const dayBefore = (day: string) => dayOf(timeOf(day) - DAY);

/** The words slots are written in (data/ui.json, "slots"). */
export interface SlotWords {
  weekLabel: string;
  weekShort: string;
  monthLabel: string;
  monthShort: string;
  dateLabel: string;
  months: readonly string[];
  monthsShort: readonly string[];
  nextOpen: string;
  fullyBooked: string;
  noneOpen: string;
}

/**
 * How a slot is written: `plain` in an e-mail and the copied message, `page` in a sentence on the page, `short` in
 * the picker. On the page a date's parts are joined by no-break spaces, so a line never ends inside "7 December 2026".
 */
export type SlotForm = "plain" | "page" | "short";

/** A day in a template of {day}, {month}, {mon} (the short name) and {year}: "7 December 2026". */
export function dayText(
  template: string,
  day: string,
  words: Pick<SlotWords, "months" | "monthsShort">,
  form: SlotForm = "plain",
): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  // "{day} {month}", "{month} {day}, {year}", "{mon} '{year}": the space between two of the date's parts.
  const joined = form === "plain" ? template : template.replace(/\}([^\s\w{}]*)\s+([^\s\w{}]*)\{/g, "}$1\u00a0$2{");
  return fillLocal(joined, {
    day: date,
    month: words.months[month - 1] ?? "",
    mon: words.monthsShort[month - 1] ?? "",
    year,
  });
}

/** A slot in sentences and e-mails ("the week of 7 December 2026", "January 2027"), or short, in the picker. */
export function slotText(unit: SlotUnit, start: string, words: SlotWords, form: SlotForm = "plain"): string {
  const short = form === "short";
  const template =
    unit === "week" ? (short ? words.weekShort : words.weekLabel) : short ? words.monthShort : words.monthLabel;
  return dayText(template, start, words, form);
}

/** When the channel can run next: its next open slot, how long it is fully booked, or that it is for now. */
export function statusText(unit: SlotUnit, { slots, next }: Schedule, words: SlotWords): string {
  if (!next) return words.noneOpen;
  const slot = slotText(unit, next.start, words, "page");
  return slots.some((s) => s.left > 0)
    ? fillLocal(words.nextOpen, { slot })
    : fillLocal(words.fullyBooked, { slot, until: dayText(words.dateLabel, dayBefore(next.start), words, "page") });
}
