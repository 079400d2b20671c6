import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Section, SectionHeading } from "../components/ui/section";

export default function Template({ path }: PageProps) {
  return (
    <Layout path={path}>
      <Seo
        path="/sponsorship/logo-only/"
        title="Logo-Only Sponsorship | DiamantAI"
        description="Premium logo placement in DiamantAI's GenAI tutorial repositories: 500K+ monthly views from developers in 60+ countries, $2,800/month."
      />
      <Section labelledBy="page-title">
        <SectionHeading id="page-title" level={1} title="Logo-Only Sponsorship" />
      </Section>
    </Layout>
  );
}
