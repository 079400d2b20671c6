import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Section, SectionHeading } from "../components/ui/section";

export default function HomeTemplate({ path }: PageProps) {
  return (
    <Layout path={path}>
      <Seo path="/" />
      <Section labelledBy="home-title">
        <SectionHeading id="home-title" level={1} title="A World Leader in GenAI Education" />
      </Section>
      <Section id="partners" tone="subtle" labelledBy="partners-title">
        <SectionHeading id="partners-title" title="Partners" />
      </Section>
      <Section id="newsletter" labelledBy="newsletter-title">
        <SectionHeading id="newsletter-title" title="Newsletter" />
      </Section>
      <Section id="contact" tone="subtle" labelledBy="contact-title">
        <SectionHeading id="contact-title" title="Contact" />
      </Section>
    </Layout>
  );
}
