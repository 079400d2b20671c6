import { css } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { useUi } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import { scheduleOf, slotText, statusText, type SlotRule } from "../../lib/slots";
import { colors, fontSizes, media, radii, shadows, space } from "../../styles/tokens";
import { surfaceStyles } from "../ui/card";
import { Icon } from "../ui/icon";
import { smallCaps } from "../ui/layout";
import { Section, SectionHeading } from "../ui/section";
import { SlotLine, useToday } from "./slot-line";

/** One choice: the radio lies over its cell, which shows its state (chosen, focused, taken). */
const optionStyles = css`
  position: relative;
  &:first-of-type {
    grid-column: 1 / -1;
    ${media.sm} {
      grid-column: auto;
    }
  }
  label,
  span {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    justify-content: center;
    min-height: 68px;
    padding: ${space[2.5]} ${space[3]};
    border: 1px solid ${colors.fieldBorder};
    border-radius: ${radii.medium};
    font-size: ${fontSizes.small};
  }
  strong {
    font-size: ${fontSizes.body};
    font-variant-numeric: tabular-nums;
  }
  input:hover + span,
  input:checked + span {
    border-color: ${colors.primary};
  }
  input:checked + span {
    background: ${colors.tintPrimary};
    box-shadow: inset 0 0 0 1px ${colors.primary};
  }
  input:focus-visible + span {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  input:disabled {
    cursor: not-allowed;
  }
  input:disabled + span {
    border-color: ${colors.border};
    background: ${colors.subtle};
    color: ${colors.muted};
  }
  input:disabled + span strong {
    text-decoration: line-through;
  }
`;

interface SlotBookingProps {
  rule: SlotRule;
  /** The first days of the channel's booked slots, one per sponsor. */
  booked: readonly string[];
  /** The build's day (UTC), YYYY-MM-DD. */
  buildDay: string;
  /** What follows on the page: every inquiry button in it carries the chosen slot. */
  children: ReactNode;
}

/**
 * The channel's next slots, the booked ones shown taken, as a radio group: the choice, if any, adds a line to
 * every inquiry e-mail of the page that follows. Without JavaScript it shows the build day's slots, and the
 * e-mails are the ones data/ gives.
 */
export function SlotBooking({ rule, booked, buildDay, children }: SlotBookingProps) {
  const words = useUi().slots;
  const schedule = scheduleOf(rule, booked, useToday(buildDay));
  const [chosen, setChosen] = useState("");
  // A slot that passed or was never open is no choice.
  const choice = schedule.slots.some((s) => s.start === chosen && s.left > 0) ? chosen : "";
  const unit = rule.unit === "week" ? words.week : words.month;

  const option = (value: string, label: ReactNode, open = true) => (
    <li key={value || "any"} css={optionStyles}>
      <label>
        <input
          type="radio"
          name="slot"
          value={value}
          checked={choice === value}
          disabled={!open}
          onChange={() => setChosen(value)}
        />
        <span>{label}</span>
      </label>
    </li>
  );

  return (
    <>
      <Section id="slots" tone="subtle" labelledBy="slots-title">
        <SectionHeading id="slots-title" title={words.title} lead={words.lead} />
        <fieldset
          css={css`
            ${surfaceStyles};
            min-width: 0;
            margin: 0;
            padding: ${space[5]};
            box-shadow: ${shadows.card};
            ${media.md} {
              padding: ${space[7]};
            }
          `}
        >
          <legend
            css={css`
              float: left;
              margin-bottom: ${space[4]};
              ${smallCaps};
            `}
          >
            {fillLocal(words.legend, { unit })}
          </legend>
          <ul
            css={css`
              clear: both;
              display: grid;
              grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
              gap: ${space[2.5]};
              margin: 0;
              padding: 0;
              list-style: none;
              ${media.md} {
                gap: ${space[3]};
              }
            `}
          >
            {option("", <strong>{words.any}</strong>)}
            {schedule.slots.map(({ start, left }) =>
              option(
                start,
                <>
                  <strong>{slotText(rule.unit, start, words, "short")}</strong>
                  <b
                    css={css`
                      color: ${left > 0 ? colors.success : colors.muted};
                    `}
                  >
                    {left === 0 ? words.taken : rule.capacity > 1 ? fillLocal(words.left, { count: left }) : words.open}
                  </b>
                </>,
                left > 0,
              ),
            )}
          </ul>
          <p
            data-slot-status=""
            aria-live="polite"
            css={css`
              display: flex;
              gap: ${space[2]};
              min-height: 3.2em;
              margin-top: ${space[5]};
              font-weight: 600;
              ${media.md} {
                min-height: 0;
              }
              svg {
                flex: none;
                color: ${colors.primary};
              }
            `}
          >
            <Icon name="CalendarCheck" size={20} />
            {choice
              ? fillLocal(words.chosen, { slot: slotText(rule.unit, choice, words, "page") })
              : statusText(rule.unit, schedule, words)}
          </p>
        </fieldset>
      </Section>
      <SlotLine.Provider
        value={choice ? fillLocal(words.mailLine, { slot: slotText(rule.unit, choice, words) }) : undefined}
      >
        {children}
      </SlotLine.Provider>
    </>
  );
}
