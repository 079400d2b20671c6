import type { ReactNode } from "react";
import type { SectionWith } from "../../lib/content/page-copy";
import { Section, SectionHeading, type SectionTone } from "../ui/section";

export interface CopySectionProps {
  /** The section's words in data/pages.json: its title heads it, its lead follows. */
  copy: SectionWith<"title">;
  /** Anchor of the section, for the sections buttons scroll to. */
  id?: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** A page section headed by its own words; the heading's id is the section's slug, so the region is named. */
export function CopySection({ copy, id, tone, children }: CopySectionProps) {
  const headingId = `${copy.slug}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} title={copy.title} lead={copy.lead} />
      {children}
    </Section>
  );
}
