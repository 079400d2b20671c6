import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Section, SectionHeading } from "../components/ui/section";

export default function Template({ path }: PageProps) {
  return (
    <Layout path={path}>
      <Seo
        path="/sponsorship/"
        title="Sponsorship Opportunities | DiamantAI"
        description="Sponsor DiamantAI's GenAI education: GitHub tutorials, logo placement, newsletter and social media packages reaching 500K+ developers a month."
      />
      <Section labelledBy="page-title">
        <SectionHeading id="page-title" level={1} title="Sponsorship Opportunities" />
      </Section>
    </Layout>
  );
}
