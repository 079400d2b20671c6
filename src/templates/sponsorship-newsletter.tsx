import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Section, SectionHeading } from "../components/ui/section";

export default function Template({ path }: PageProps) {
  return (
    <Layout path={path}>
      <Seo
        path="/sponsorship/newsletter/"
        title="Newsletter Sponsorship | DiamantAI"
        description="Sponsor the DiamantAI newsletter: a 66% open rate with AI engineers, developers and researchers. Blog post, Combo and Mega Combo packages."
      />
      <Section labelledBy="page-title">
        <SectionHeading id="page-title" level={1} title="Newsletter Sponsorship" />
      </Section>
    </Layout>
  );
}
